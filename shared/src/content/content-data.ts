import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { data } from '@gfm/shared/router';
import { unchangedForMs, type Dated } from '../dated/dated';
import type { HoursException } from '../data/site';
import type { ContentKind, MallContent } from './mall-content';
import type { MallContentSource } from './mall-content-source';

/** How long a page rendered without WordPress's content (never read yet) is kept: it tries again soon. */
const WITHOUT_CONTENT_KEPT_S = 10;

/**
 * A page loader's answer made from the mall's content (decision 077): what
 * `make` takes of it for the page, with a `Cache-Control` for the shell's
 * server: `max-age` until the page reads differently by itself (an offer or
 * event of `dated` starts or ends, midnight), `s-maxage` until WordPress is
 * read again. The shell keeps the page no longer than either, and a cache in
 * front serves it stale (WordPress or every shell down) never past the first.
 * Without content (WordPress never read) the page renders without it.
 */
export async function contentData<T>(
  source: MallContentSource,
  kinds: readonly ContentKind[],
  make: (content: MallContent | undefined, now: Date) => T,
  dated: (value: T) => readonly Dated[] = () => [],
) {
  const content = await source.load(kinds);
  const now = new Date();
  const value = make(content, now);
  const rightS = Math.floor(unchangedForMs(dated(value), now) / 1000);
  const refreshS = getRuntimeConfig().contentRefreshS;
  const keptS = content ? refreshS : Math.min(refreshS, WITHOUT_CONTENT_KEPT_S);
  return data(value, { headers: { 'Cache-Control': `public, max-age=${rightS}, s-maxage=${keptS}` } });
}

/** What a page showing the mall's hours loads: the days they differ, from today on. */
export interface HoursData {
  hours: HoursException[];
}

/** A loader for a page that shows the mall's hours (open now, a week, the days that differ). */
export function hoursLoader(source: MallContentSource) {
  return () => contentData<HoursData>(source, ['hours'], (content) => ({ hours: content?.hours ?? [] }));
}
