import { slugOf } from '../../../text/slug';
import { unitKey } from '../floor-plan/layout';
import type { Store } from '../store';
import type { MallWayfinding } from '../wayfinding/graph';

export type OriginGroup = 'Entrances' | 'Parking' | 'Information' | 'Shops';

/** One choice of the form's "Start from" list. */
export interface DirectionsOrigin {
  /** The URL's `from`: 'gate-1', 'parking-b1', 'information-desk', or a store's id. */
  value: string;
  label: string;
  group: OriginGroup;
}

/** The `from` value of a gate, a parking level: 'gate-1', 'parking-b1'. */
export const gateOrigin = (name: string) => slugOf(name);
export const parkingOrigin = (level: string) => `parking-${slugOf(level)}`;

export const DESK_ORIGIN = 'information-desk';

/**
 * Where a route to `store` may start: each gate, each parking level, the
 * information desk, then every other store with a unit, by name.
 */
export function directionOrigins(
  stores: readonly Store[],
  wayfinding: MallWayfinding,
  store?: Pick<Store, 'id'>,
): DirectionsOrigin[] {
  const places: DirectionsOrigin[] = [
    ...wayfinding.gates.map((gate) => ({
      value: gateOrigin(gate.name),
      label: gate.stepFree ? gate.name : `${gate.name} (steps only)`,
      group: 'Entrances' as const,
    })),
    ...wayfinding.parking.map((level) => ({
      value: parkingOrigin(level),
      label: `Parking level ${level}`,
      group: 'Parking' as const,
    })),
    { value: DESK_ORIGIN, label: 'Information desk', group: 'Information' },
  ];
  const taken = new Set(places.map((place) => place.value));
  const shops = stores
    .filter((other) => other.unit && unitKey(other.unit) && other.id !== store?.id && !taken.has(other.id))
    .map((other) => ({ value: other.id, label: `${other.name} (${other.unit})`, group: 'Shops' as const }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [...places, ...shops];
}
