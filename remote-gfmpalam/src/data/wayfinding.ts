import type { MallWayfinding } from '@gfm/shared/features/stores/wayfinding/graph';
import { visit } from './visit';

/**
 * Palam Vihar as the route finder walks it, beyond its shops' units: the plan
 * draws a lift bank in two corners (four lifts in all, plan-your-visit), the
 * entrance by gate 1 and the escalators in the atrium. Gate 2 has a ramp
 * beside its steps (plan-your-visit), so both gates are step-free.
 */
export const wayfinding = {
  lifts: [
    { name: 'Lift 1', corner: 'top-left' },
    { name: 'Lift 2', corner: 'bottom-right' },
  ],
  stairs: [{ name: 'Stairs', corner: 'bottom-left' }],
  gates: [
    { name: 'Gate 1', corner: 'bottom-left', stepFree: true },
    { name: 'Gate 2', corner: 'top-right', stepFree: true },
  ],
  desk: { corner: 'bottom-left' },
  parking: visit.parking.basements,
} as const satisfies MallWayfinding;
