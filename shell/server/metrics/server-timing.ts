import { REMOTE_NAMES, type RemoteName } from '@gfm/shared/config/runtime-config';
import type { PageTiming } from '../render/render-observer';

/** Each remote's metric name in the header, made once (`remote-gfm43`). */
const METRIC_NAMES = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `remote-${remote}`])) as Record<
  RemoteName,
  string
>;

const ms = (value: number) => value.toFixed(1);

/**
 * A page answer's `Server-Timing` (https://www.w3.org/TR/server-timing/):
 * the time each remote's part took (its server code and its loaders' data),
 * the whole render, and the whole answer; a kept page says it was kept.
 * `remote-gfm43;dur=12.3, render;dur=40.2, total;dur=41.0`.
 */
export function serverTiming(timing: PageTiming, totalMs: number): string {
  if (timing.kind === 'kept') return `cache;desc="hit", total;dur=${ms(totalMs)}`;
  let header = '';
  for (const { remote, ms: partMs } of timing.parts) header += `${METRIC_NAMES[remote]};dur=${ms(partMs)}, `;
  return `${header}render;dur=${ms(timing.renderMs)}, total;dur=${ms(totalMs)}`;
}
