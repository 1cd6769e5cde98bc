import { DIRECTIONS_PARAMS } from '../../../routing/page-query';
import type { Floor } from '../floor-plan/layout';

/**
 * A store page's directions (docs/decisions/044): the places a visitor may
 * start from, as the form's `from` values, and the route to the store, worked
 * out by the page's loader (on the server for a first visit) and carried to
 * the browser as data, so the browser draws it without computing it again.
 */

/** A point of a floor's plan, with what a visitor reads there. */
export interface RouteMark {
  x: number;
  y: number;
  label: string;
}

/** Places the plans do not draw that a route may pass: gates, stairs, the desk. */
export interface RouteLandmark extends RouteMark {
  kind: 'gate' | 'stairs' | 'desk';
  /** What its symbol reads, explained by the plans' key: 'G1' for Gate 1, 'S' for stairs, 'i' for the desk. */
  mark: string;
}

/** The route on one floor, drawn on that floor's plan. */
export interface RouteFloor {
  floor: Floor['id'];
  /** The plan's points in walking order. */
  points: { x: number; y: number }[];
  /** Where the line starts and ends on this floor: the route's own start and end, or a change of level. */
  from: RouteMark & { start: boolean };
  to: RouteMark & { end: boolean };
  /** Where the route goes from this floor's end, when it rides on: "up to the second floor". */
  onward?: string;
  landmarks: RouteLandmark[];
}

export interface DirectionsRoute {
  /** Worded, in order (steps.ts): the accessible form of the route. */
  steps: string[];
  /** One per floor walked on, in walking order (a floor only ridden through is not drawn). */
  floors: RouteFloor[];
}

export type DirectionsProblem = 'unknown-origin' | 'here' | 'not-step-free' | 'no-route';

/** What the page shows in its directions section: a loader's data, plain JSON. */
export interface Directions {
  /** The `from` the address asked for, as given ('' when none). */
  from: string;
  stepFree: boolean;
  /** The known origin's label. */
  origin?: string;
  problem?: DirectionsProblem;
  route?: DirectionsRoute;
}

export interface DirectionsQuery {
  from: string;
  stepFree: boolean;
}

/** The form's values in an address: `?from=gate-1&step-free=1`. */
export function directionsQuery(params: URLSearchParams): DirectionsQuery {
  return {
    from: (params.get(DIRECTIONS_PARAMS.from) ?? '').trim().slice(0, 100),
    stepFree: params.has(DIRECTIONS_PARAMS.stepFree) && params.get(DIRECTIONS_PARAMS.stepFree) !== '0',
  };
}

/** The address's query for the form's values ('' when nothing is chosen). */
export function directionsSearch({ from, stepFree }: DirectionsQuery): string {
  const params = new URLSearchParams();
  if (from) params.set(DIRECTIONS_PARAMS.from, from);
  if (stepFree) params.set(DIRECTIONS_PARAMS.stepFree, '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}
