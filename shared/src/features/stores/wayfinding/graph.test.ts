import type { PlanUnit } from '../floor-plan/layout';
import { buildWalkGraph, routeDestinations, routeOrigins, type MallWayfinding, type WalkGraph } from './graph';
import { findRoute } from './route';

const shop = (code: string, label = `Shop ${code}`): PlanUnit => ({ code, label, href: `/gfmpalam/shops/${code}` });

/** A small mall: a shop or two on each floor, in each wall. */
const units = [
  'GF-05',
  'GF-30',
  'GF-47',
  'GF-70',
  'FF-12',
  'FF-50',
  'SF-05',
  'SF-35',
  'SF-60',
  'TF-80',
  'Q27DdRXss7PD7Yob0rnQ',
].map((code) => shop(code));

const mall: MallWayfinding = {
  lifts: [
    { name: 'Lift 1', corner: 'top-left' },
    { name: 'Lift 2', corner: 'bottom-right' },
  ],
  stairs: [{ name: 'Stairs', corner: 'top-right' }],
  gates: [
    { name: 'Gate 1', corner: 'bottom-left', stepFree: true },
    { name: 'Gate 2', corner: 'top-right', stepFree: false },
  ],
  desk: { corner: 'bottom-left' },
  parking: ['B1', 'B2'],
};

/** Every node reached from `from` (over step-free nodes only when asked). */
function reachable(graph: WalkGraph, from: string, stepFree = false): Set<string> {
  const start = graph.byId.get(from);
  if (start === undefined) throw new Error(`no ${from}`);
  const seen = new Set([start]);
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const edge of graph.edges[node] ?? []) {
      if (seen.has(edge.to) || (stepFree && !graph.nodes[edge.to]?.stepFree)) continue;
      seen.add(edge.to);
      queue.push(edge.to);
    }
  }
  return new Set([...seen].map((index) => graph.nodes[index]?.id ?? ''));
}

describe('buildWalkGraph', () => {
  const graph = buildWalkGraph(units, mall);

  it('has a door for every unit on the plans, and none for a kiosk', () => {
    expect(
      routeDestinations(graph)
        .map((node) => node.unit)
        .sort(),
    ).toEqual(
      units
        .map((unit) => unit.code)
        .filter((code) => code.includes('-'))
        .sort(),
    );
    expect(graph.byId.has('unit:Q27DdRXss7PD7Yob0rnQ')).toBe(false);
  });

  it('has the levels from the lowest parking level to the top floor, each named as a sentence says it', () => {
    expect(graph.levels.map((level) => level.phrase)).toEqual([
      'parking level B2',
      'parking level B1',
      'the ground floor',
      'the first floor',
      'the second floor',
      'the third floor',
    ]);
  });

  it('puts lifts and toilets where the plan draws them, and the gates, stairs and desk on the data’s corners', () => {
    const at = (id: string) => {
      const node = graph.nodes[graph.byId.get(id) ?? -1];
      return node && [node.x, node.y];
    };
    expect(at('lift:Lift 1@SF')).toEqual([65, 65]);
    expect(at('lift:Lift 2@GF')).toEqual([935, 735]);
    expect(at('gate:Gate 1')?.[0]).toBeLessThan(100);
    expect(at('gate:Gate 1')?.[1]).toBeGreaterThan(700);
    expect(at('stairs:Stairs@FF')?.[0]).toBeGreaterThan(900);
    expect(graph.byId.has('gate:Gate 1@FF')).toBe(false);
    expect(graph.nodes.filter((node) => node.kind === 'toilets').map((node) => node.level)).toEqual([
      'GF',
      'FF',
      'FF',
      'SF',
      'SF',
      'TF',
      'TF',
    ]);
  });

  it('connects every unit, gate, parking level and the desk', () => {
    const seen = reachable(graph, 'gate:Gate 1');
    expect(routeOrigins(graph).filter((node) => !seen.has(node.id))).toEqual([]);
    expect(graph.nodes.filter((node) => !seen.has(node.id))).toEqual([]);
  });

  it('connects every unit from every step-free gate and parking level without stairs, escalators or steps', () => {
    const starts = routeOrigins(graph).filter((node) => node.kind !== 'unit' && node.stepFree);
    expect(starts.map((node) => node.id)).toEqual(['gate:Gate 1', 'desk', 'parking:B1', 'parking:B2']);
    for (const start of starts) {
      const seen = reachable(graph, start.id, true);
      expect(routeDestinations(graph).filter((node) => !seen.has(node.id))).toEqual([]);
      expect([...seen].filter((id) => /^(stairs|escalator|gate:Gate 2)/.test(id))).toEqual([]);
    }
  });

  it('makes a shop added to the data reachable, from every start, without drawing anything', () => {
    const before = buildWalkGraph(units, mall);
    expect(before.byId.has('unit:FF-33')).toBe(false);
    const after = buildWalkGraph([...units, shop('FF-33', 'New Shop')], mall);
    for (const origin of routeOrigins(after)) {
      expect(findRoute(after, origin.id, 'unit:FF-33')).toBeDefined();
    }
    expect(findRoute(after, 'gate:Gate 1', 'unit:FF-33', { stepFree: true })?.nodes.at(-1)).toMatchObject({
      name: 'New Shop',
      level: 'FF',
    });
  });

  it('adds floors up to the highest unit: a shop on a new floor brings the floor', () => {
    const low = buildWalkGraph([shop('GF-05')], mall);
    expect(low.levels.map((level) => level.id)).toEqual(['B2', 'B1', 'GF']);
    expect(buildWalkGraph([shop('GF-05'), shop('SF-10')], mall).levels.map((level) => level.id)).toEqual([
      'B2',
      'B1',
      'GF',
      'FF',
      'SF',
    ]);
  });

  it('refuses data naming a lift where the plan draws none, and a drawn lift the data does not name', () => {
    expect(() =>
      buildWalkGraph(units, { ...mall, lifts: [...mall.lifts, { name: 'Lift 9', corner: 'top-right' }] }),
    ).toThrow(/Lift 9/);
    expect(() => buildWalkGraph(units, { ...mall, lifts: mall.lifts.slice(1) })).toThrow(/top-left/);
  });

  it('is the same graph for the same data', () => {
    const again = buildWalkGraph([...units].reverse(), mall);
    expect(again.nodes.length).toBe(graph.nodes.length);
    expect(again.edgeCount).toBe(graph.edgeCount);
    expect(findRoute(again, 'desk', 'unit:TF-80')?.distance).toBeCloseTo(
      findRoute(graph, 'desk', 'unit:TF-80')?.distance ?? 0,
    );
  });
});
