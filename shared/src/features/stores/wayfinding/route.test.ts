import type { PlanUnit } from '../floor-plan/layout';
import { LIFT_PER_LEVEL, LIFT_WAIT, buildWalkGraph, type MallWayfinding, type WalkNode } from './graph';
import { findRoute, type Route } from './route';

const shop = (code: string): PlanUnit => ({ code, label: `Shop ${code}`, href: `/gfmpalam/shops/${code}` });
const units = ['GF-05', 'GF-50', 'FF-12', 'FF-48', 'SF-05', 'SF-48', 'SF-70', 'TF-80'].map(shop);

const mall: MallWayfinding = {
  lifts: [
    { name: 'Lift 1', corner: 'top-left' },
    { name: 'Lift 2', corner: 'bottom-right' },
  ],
  stairs: [{ name: 'Stairs', corner: 'bottom-left' }],
  gates: [
    { name: 'Gate 1', corner: 'bottom-left', stepFree: true },
    { name: 'Gate 2', corner: 'top-right', stepFree: false },
  ],
  desk: { corner: 'bottom-left' },
  parking: ['B1', 'B2'],
};
const graph = buildWalkGraph(units, mall);

const route = (from: string, to: string, stepFree = false): Route => {
  const found = findRoute(graph, from, to, { stepFree });
  if (!found) throw new Error(`no route from ${from} to ${to}`);
  return found;
};
const kinds = (found: Route) => new Set(found.nodes.map((node) => node.kind));
/** The kinds of the rides, in order: each change of level and what it was made with. */
const rides = (found: Route) =>
  found.nodes.flatMap((node, index) => {
    const next = found.nodes[index + 1];
    return next && next.level !== node.level ? [`${node.kind} ${node.level}→${next.level}`] : [];
  });
/** The route's length, walked again edge by edge. */
const walked = (found: Route) =>
  found.nodes.slice(1).reduce((sum, node, index) => {
    const from = found.nodes[index] as WalkNode;
    const edge = graph.edges[from.index]?.find((candidate) => candidate.to === node.index);
    if (!edge) throw new Error(`${from.id} and ${node.id} are not neighbours`);
    return sum + edge.cost;
  }, 0);

describe('findRoute', () => {
  it('goes from gate 1 to a second-floor shop by lift or escalator, never the stairs', () => {
    const found = route('gate:Gate 1', 'unit:SF-05');
    expect(found.nodes[0]?.id).toBe('gate:Gate 1');
    expect(found.nodes.at(-1)?.id).toBe('unit:SF-05');
    expect(rides(found).every((ride) => /^(lift|escalator) /.test(ride))).toBe(true);
    expect(rides(found).length).toBeGreaterThan(0);
    expect(found.distance).toBeCloseTo(walked(found));
  });

  it('takes the escalators in the middle when they are nearer than the lifts in the corners', () => {
    const found = route('unit:GF-50', 'unit:SF-48');
    expect(rides(found)).toEqual(['escalator GF→FF', 'escalator FF→SF']);
    expect(found.distance).toBeCloseTo(walked(found));
    const stepFree = route('unit:GF-50', 'unit:SF-48', true);
    expect(kinds(stepFree).has('escalator')).toBe(false);
    expect(rides(stepFree)).toEqual(['lift GF→SF']);
    expect(stepFree.distance).toBeGreaterThan(found.distance);
  });

  it('climbs the stairs one floor beside them, and a step-free route takes a lift instead', () => {
    const found = route('desk', 'unit:FF-48');
    expect(rides(found)).toEqual(['stairs GF→FF']);
    const stepFree = route('desk', 'unit:FF-48', true);
    expect(kinds(stepFree).has('stairs')).toBe(false);
    expect(kinds(stepFree).has('escalator')).toBe(false);
    expect(rides(stepFree)).toEqual(['lift GF→FF']);
  });

  it('enters by a gate with steps only when steps are allowed', () => {
    expect(route('gate:Gate 2', 'unit:GF-05').nodes[0]?.id).toBe('gate:Gate 2');
    expect(findRoute(graph, 'gate:Gate 2', 'unit:GF-05', { stepFree: true })).toBeUndefined();
    expect(route('gate:Gate 1', 'unit:GF-05', true).nodes.some((node) => node.id === 'gate:Gate 2')).toBe(false);
  });

  it('weighs a lift ride as its wait and its levels', () => {
    const found = route('parking:B2', 'unit:TF-80');
    expect(rides(found)).toEqual(['lift B2→TF']);
    const [board, leave] = found.nodes.filter((node) => node.kind === 'lift');
    const ride = graph.edges[board?.index ?? -1]?.find((edge) => edge.to === leave?.index);
    expect(ride).toEqual({ to: leave?.index, kind: 'lift', cost: LIFT_WAIT + 5 * LIFT_PER_LEVEL });
  });

  it('draws one line per stretch on a level, from the start to the end', () => {
    const found = route('unit:GF-50', 'unit:SF-48');
    expect(found.legs.map((leg) => leg.level)).toEqual(['GF', 'FF', 'SF']);
    expect(found.legs[0]?.points[0]).toEqual({ x: found.nodes[0]?.x, y: found.nodes[0]?.y });
    expect(found.legs.at(-1)?.points.at(-1)).toEqual({ x: found.nodes.at(-1)?.x, y: found.nodes.at(-1)?.y });
    expect(found.legs.reduce((sum, leg) => sum + leg.points.length, 0)).toBe(found.nodes.length);
  });

  it('answers undefined for a place that is not in the mall', () => {
    expect(findRoute(graph, 'gate:Gate 9', 'unit:GF-05')).toBeUndefined();
    expect(findRoute(graph, 'gate:Gate 1', 'unit:GF-99')).toBeUndefined();
  });

  it('finds the shortest route: no other start-to-end walk is shorter', () => {
    // Against a plain Bellman–Ford over the same edges.
    const from = graph.byId.get('gate:Gate 1') as number;
    const best = graph.nodes.map((node) => (node.index === from ? 0 : Infinity));
    for (let round = 0; round < graph.nodes.length; round += 1) {
      let changed = false;
      graph.edges.forEach((edges, node) => {
        for (const edge of edges) {
          const through = (best[node] as number) + edge.cost;
          if (through < (best[edge.to] as number)) {
            best[edge.to] = through;
            changed = true;
          }
        }
      });
      if (!changed) break;
    }
    for (const target of graph.nodes.filter((node) => node.kind === 'unit')) {
      expect(route('gate:Gate 1', target.id).distance).toBeCloseTo(best[target.index] as number);
    }
  });
});
