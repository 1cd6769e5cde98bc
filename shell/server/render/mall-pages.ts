import { MALL_EXPOSES, type MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { MALL_IDS } from '@gfm/shared/data/malls';
import { pageEntries } from '@gfm/shared/routing/page-routes';
import type { MallPages } from '../../src/routes';
import type { Releases } from '../releases/remote-release';
import type { ServerModules } from '../releases/server-modules';

interface Log {
  warn: (details: object, message: string) => void;
}

/**
 * The pages of the mall a path is under, as the mall's release lists them
 * (its `routes` module, loaded once per release): a mall team's release adds,
 * renames or removes its pages. `null` when the remote cannot say.
 */
export async function mallPagesFor(url: URL, current: Releases, modules: ServerModules, log?: Log): Promise<MallPages> {
  // In any letters: `/GFM43/…` is matched, then sent to the page's own spelling.
  const first = url.pathname.split('/')[1]?.toLowerCase();
  const mall = MALL_IDS.find((id) => id === first);
  if (!mall) return {};
  try {
    const { routes } = await modules<MallRoutesModule>(current[mall], mall, MALL_EXPOSES.routes);
    return { [mall]: pageEntries(routes) };
  } catch (error) {
    log?.warn(
      { mall, error: error instanceof Error ? error.message : String(error) },
      'a mall’s pages could not be listed',
    );
    return { [mall]: null };
  }
}
