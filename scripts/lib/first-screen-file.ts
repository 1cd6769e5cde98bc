import type { FirstScreenFile, FirstScreenMap } from '@gfm/shared/contracts/first-screen';
import { resolveEntry } from '@gfm/shared/images/catalogue';
import type { CatalogueEntry } from '@gfm/shared/images/catalogue-data';
import { gfm } from '@gfm/shared/images/sets/gfm';
import { gfm43 } from '@gfm/shared/images/sets/gfm43';
import { gfmPalam } from '@gfm/shared/images/sets/gfmPalam';

const sets: Record<string, Readonly<Record<string, CatalogueEntry>>> = { gfm, gfm43, gfmPalam };

/**
 * A remote's first-screen pictures as written to first-screen.json: the
 * best-format candidates of each (what the page's `<picture>` picks first),
 * resolved against an empty base; the server puts the run-time image base
 * URL in front. A name missing from its set fails the build.
 */
export function firstScreenFile(map: FirstScreenMap): FirstScreenFile {
  const routes: FirstScreenFile['routes'] = {};
  for (const [route, { set, name, sizes }] of Object.entries(map)) {
    const entry = Object.hasOwn(sets, set) && Object.hasOwn(sets[set] ?? {}, name) ? sets[set]?.[name] : undefined;
    if (!entry) throw new Error(`${route}: image "${name}" is not in set "${set}"`);
    const best = resolveEntry(entry, '').sources[0];
    if (best) routes[route] = { type: best.type, srcset: best.srcSet, sizes };
  }
  return { routes };
}
