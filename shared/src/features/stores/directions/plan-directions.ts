import { FLOORS, unitKey, type Floor } from '../floor-plan/layout';
import { planUnits, type Store } from '../store';
import { buildWalkGraph, type MallWayfinding, type WalkGraph, type WalkNode } from '../wayfinding/graph';
import { findRoute } from '../wayfinding/route';
import { routeSteps } from '../wayfinding/steps';
import type { Directions, DirectionsQuery, RouteFloor, RouteLandmark } from './directions';
import { DESK_ORIGIN, directionOrigins, gateOrigin, parkingOrigin } from './origins';

/**
 * The route finding behind a store page's directions: loaded by the page's
 * loader only for an address with a `from`, so a store page without one
 * brings none of it to the browser (docs/decisions/044).
 */

const graphs = new WeakMap<MallWayfinding, WalkGraph>();

/**
 * The mall's walkable graph, built once: a mall's stores and wayfinding are
 * its release's data, so one graph per mall serves every request.
 */
export function mallWalkGraph(stores: readonly Store[], wayfinding: MallWayfinding): WalkGraph {
  let graph = graphs.get(wayfinding);
  if (!graph) {
    graph = buildWalkGraph(planUnits(stores), wayfinding);
    graphs.set(wayfinding, graph);
  }
  return graph;
}

/** The graph's node of a store's door, whatever the spelling of its unit ('GF-5', 'GF-05'). */
function doorOf(graph: WalkGraph, unit: string | undefined): WalkNode | undefined {
  const key = unit && unitKey(unit);
  if (!key) return undefined;
  return graph.nodes.find((node) => node.kind === 'unit' && node.unit !== undefined && unitKey(node.unit) === key);
}

function originNode(
  graph: WalkGraph,
  stores: readonly Store[],
  wayfinding: MallWayfinding,
  value: string,
): WalkNode | undefined {
  const gate = wayfinding.gates.find((candidate) => gateOrigin(candidate.name) === value);
  if (gate) return graph.nodes[graph.byId.get(`gate:${gate.name}`) ?? -1];
  const level = wayfinding.parking.find((candidate) => parkingOrigin(candidate) === value);
  if (level) return graph.nodes[graph.byId.get(`parking:${level}`) ?? -1];
  if (value === DESK_ORIGIN) return graph.nodes[graph.byId.get('desk') ?? -1];
  return doorOf(graph, stores.find((store) => store.id === value)?.unit);
}

/** A landmark's symbol: short enough for a circle on the plan. */
function landmarkMark(node: WalkNode): string {
  if (node.kind === 'desk') return 'i';
  const number = /\d+/.exec(node.name)?.[0] ?? '';
  return `${node.kind === 'gate' ? 'G' : 'S'}${number}`;
}

const LANDMARK_KINDS = new Set<WalkNode['kind']>(['gate', 'stairs', 'desk']);
const floorIds = new Set<string>(FLOORS.map((floor) => floor.id));

/** Where a ride from `node` goes: "up to the second floor", "down to parking level B1". */
function onward(graph: WalkGraph, node: WalkNode, other: WalkNode): string {
  const levels = graph.levels.map((level) => level.id);
  const phrase = graph.levels.find((level) => level.id === other.level)?.phrase ?? other.level;
  return `${levels.indexOf(other.level) > levels.indexOf(node.level) ? 'up' : 'down'} to ${phrase}`;
}

/** The far end of the ride that leaves `path[index]`: a floor ridden through is passed. */
function rideEnd(path: readonly WalkNode[], index: number): WalkNode {
  let end = index + 1;
  while (path[end + 1] !== undefined && (path[end + 1] as WalkNode).level !== (path[end] as WalkNode).level) end += 1;
  return path[end] as WalkNode;
}

/** The route's stretches on the floors, each with its marks and the landmarks of its floor. */
function routeFloors(graph: WalkGraph, path: readonly WalkNode[]): RouteFloor[] {
  const floors: RouteFloor[] = [];
  let first = 0;
  for (let index = 1; index <= path.length; index += 1) {
    if (index < path.length && (path[index] as WalkNode).level === (path[first] as WalkNode).level) continue;
    const stretch = path.slice(first, index);
    const begin = stretch[0] as WalkNode;
    const end = stretch[stretch.length - 1] as WalkNode;
    // A floor ridden through (one stop of the escalators) or a parking level (no plan) is not drawn.
    if (stretch.length > 1 && floorIds.has(begin.level)) {
      const after = index < path.length ? rideEnd(path, index - 1) : undefined;
      floors.push({
        floor: begin.level as Floor['id'],
        points: stretch.map(({ x, y }) => ({ x, y })),
        from: { x: begin.x, y: begin.y, label: begin.name, start: first === 0 },
        to: { x: end.x, y: end.y, label: end.name, end: !after },
        ...(after ? { onward: onward(graph, end, after) } : {}),
        landmarks: graph.nodes
          .filter((node) => node.level === begin.level && LANDMARK_KINDS.has(node.kind))
          .map((node) => ({
            kind: node.kind as RouteLandmark['kind'],
            x: node.x,
            y: node.y,
            label: node.name,
            mark: landmarkMark(node),
          })),
      });
    }
    first = index;
  }
  return floors;
}

/**
 * The directions to `store` for a query: the route, drawn and worded, or why
 * there is none. Never throws for what a visitor typed: an unknown `from` is
 * a problem to show, not an error.
 */
export function planDirections(
  stores: readonly Store[],
  wayfinding: MallWayfinding,
  store: Store,
  { from, stepFree }: DirectionsQuery,
): Directions {
  const asked = { from, stepFree };
  if (!from) return asked;
  const graph = mallWalkGraph(stores, wayfinding);
  const origin = originNode(graph, stores, wayfinding, from);
  const label = directionOrigins(stores, wayfinding).find((candidate) => candidate.value === from)?.label;
  if (!origin || !label) return { ...asked, problem: 'unknown-origin' };
  const known = { ...asked, origin: label };
  const door = doorOf(graph, store.unit);
  if (!door) return { ...known, problem: 'no-route' };
  if (door === origin || from === store.id) return { ...known, problem: 'here' };
  if (stepFree && !origin.stepFree) return { ...known, problem: 'not-step-free' };
  const route = findRoute(graph, origin.id, door.id, { stepFree });
  if (!route) return { ...known, problem: 'no-route' };
  return { ...known, route: { steps: routeSteps(graph, route), floors: routeFloors(graph, route.nodes) } };
}
