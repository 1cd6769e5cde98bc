import { Counter, type Registry } from 'prom-client';
import { REMOTE_NAMES } from '@gfm/shared/config/runtime-config';
import type { Served } from './remote-releases';

/**
 * gfm_served_total{remote,version,assignment} (issue 40's metrics contract):
 * each page a shell answers, counted for the version of each remote it was
 * actually sent with. `canary-unavailable` counts the visitors drawn for a
 * canary that could not be loaded, who got the current version instead.
 * Pages the front answers from its cache are not seen here. Versions come
 * from loaded releases (signed pointers), remotes from the configuration.
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
