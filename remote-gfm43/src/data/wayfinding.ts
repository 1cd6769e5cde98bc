import type { MallWayfinding } from '@gfm/shared/features/stores/wayfinding/graph';
import { visit } from './visit';

/**
 * Sector 43 as the route finder walks it, beyond its shops' units: the plan
 * draws a lift bank in two corners (six lifts in all, plan-your-visit), the
 * entrance by gate 1 and the escalators in the atrium. Gate 2 has steps only
 * (plan-your-visit: gates 1 and 3 are the step-free ones).
 */
export const wayfinding = {
  lifts: [
    { name: 'Lift 1', corner: 'top-left' },
    { name: 'Lift 2', corner: 'bottom-right' },
  ],
  stairs: [{ name: 'Stairs', corner: 'top-right' }],
  gates: [
    { name: 'Gate 1', corner: 'bottom-left', stepFree: true },
    { name: 'Gate 2', corner: 'top-right', stepFree: false },
    { name: 'Gate 3', corner: 'bottom-right', stepFree: true },
  ],
  desk: { corner: 'bottom-left' },
  parking: visit.parking.basements,
} as const satisfies MallWayfinding;
