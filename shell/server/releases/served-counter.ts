import { Counter, type Registry } from 'prom-client';
import { REMOTE_NAMES } from '@gfm/shared/config/runtime-config';
import type { Served } from './remote-releases';

/**
 * gfm_served_total{remote,version,assignment} (docs/operations.md's metrics):
 * each page a shell answers, counted for the version of each remote it was
 * actually sent with. `canary-unavailable` counts the visitors drawn for a
 * canary that could not be loaded, who got the current version instead.
 * Pages the front answers from its cache are not seen here: each page names
 * them in `X-Gfm-Served` (servedHeader), which the front keeps with its copy
 * and logs, and mtail counts its cached answers as gfm_front_served_total
 * (deploy/mtail/front.mtail, decision 067). Versions come from loaded releases
 * (signed pointers), remotes from the configuration.
 */
export function createServedCounter(registry: Registry) {
  const served = new Counter({
    name: 'gfm_served_total',
    help: 'Pages answered by this shell, by the version of each remote actually served and how the visitor was assigned to it.',
    labelNames: ['remote', 'version', 'assignment'] as const,
    registers: [registry],
  });
  return function countServed(page: Served) {
    for (const remote of REMOTE_NAMES) {
      const one = page[remote];
      if (one) served.inc({ remote, version: one.version, assignment: one.assignment });
    }
  };
}

export type CountServed = ReturnType<typeof createServedCounter>;

/** The header a page names the versions it was served with in, for the front's access log (decision 067). */
export const SERVED_HEADER = 'X-Gfm-Served';

/** `gfm43=1.4.0-ab12/canary,blog=2.0.0-cd34/current`: each remote the page was served with, as countServed counts it. */
export function servedHeader(page: Served | undefined): string {
  return REMOTE_NAMES.flatMap((remote) => {
    const one = page?.[remote];
    return one ? [`${remote}=${one.version}/${one.assignment}`] : [];
  }).join(',');
}
