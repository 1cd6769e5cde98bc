import { Counter, type Registry } from 'prom-client';
import type { Culprit } from '../../src/field/field-beacon-body';
import type { TrustRefusal } from './beacon-trust';

/**
 * Well-formed beacons that do not count (decision 075), by why and by whose
 * page they were for (or, for a version not served, whose version): a series
 * of its own, which the judge never reads and the operators' page and alert
 * do. Both labels come from fixed sets: eight reasons, five culprits.
 */
export function createRefusalMetrics(registry: Registry) {
  const refused = new Counter({
    name: 'gfm_beacons_refused_total',
    help: 'Field beacons refused as evidence: no seed the site issued, a version not served to the seed, or past what one address or seed may add.',
    labelNames: ['reason', 'remote'] as const,
    registers: [registry],
  });
  return (reason: TrustRefusal, remote: Culprit) => refused.inc({ reason, remote });
}
