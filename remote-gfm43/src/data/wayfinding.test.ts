import {
  buildWalkGraph,
  findRoute,
  planUnits,
  routeDestinations,
  routeOrigins,
  routeSteps,
  type Store,
} from '@gfm/shared/features/stores';
import { gfm43Stores } from './stores';
import { visit } from './visit';
import { wayfinding } from './wayfinding';

const stores = gfm43Stores();
const graph = buildWalkGraph(planUnits(stores), wayfinding);
const shops = routeDestinations(graph);

describe('Sector 43, walked', () => {
  it('has a door for every store with a unit, and its parking levels from the plan-your-visit data', () => {
    expect(shops.map((node) => node.unit).sort()).toEqual(
      stores.flatMap((store) => (store.unit ? [store.unit] : [])).sort(),
    );
    expect(graph.levels.filter((level) => !level.floor).map((level) => level.id)).toEqual(['B3', 'B2', 'B1']);
    expect(visit.parking.basements).toEqual([...['B3', 'B2', 'B1']].reverse());
  });

  it('connects every shop from every entrance, parking level, the desk and every other shop', () => {
    const missing = routeOrigins(graph).flatMap((origin) =>
      shops.filter((shop) => !findRoute(graph, origin.id, shop.id)).map((shop) => `${origin.id} → ${shop.id}`),
    );
    expect(missing).toEqual([]);
  });

  it('connects every shop step-free from every step-free entrance and parking level, by lifts only', () => {
    const starts = routeOrigins(graph).filter((origin) => origin.kind !== 'unit' && origin.stepFree);
    expect(starts.filter((origin) => origin.kind === 'gate').map((gate) => gate.name)).toEqual(
      wayfinding.gates.filter((gate) => gate.stepFree).map((gate) => gate.name),
    );
    for (const start of starts) {
      for (const shop of shops) {
        const route = findRoute(graph, start.id, shop.id, { stepFree: true });
        expect(
          route?.nodes.filter((node) => node.kind === 'stairs' || node.kind === 'escalator' || !node.stepFree),
        ).toEqual([]);
      }
    }
  });

  it('takes a lift or the escalators from gate 1 to the second floor, and words it step by step', () => {
    const target = shops.find((shop) => shop.level === 'SF');
    const route = target && findRoute(graph, 'gate:Gate 1', target.id);
    expect(route?.nodes.some((node) => node.kind === 'lift' || node.kind === 'escalator')).toBe(true);
    expect(route?.nodes.some((node) => node.kind === 'stairs')).toBe(false);
    const steps = route ? routeSteps(graph, route) : [];
    expect(steps[0]).toBe('Enter at Gate 1.');
    expect(steps).toContainEqual(expect.stringMatching(/^Take (lift \d|the escalators up) to the second floor\.$/));
    expect(steps.at(-1)).toMatch(
      new RegExp(`${target?.unit} is (in front of you|the \\w+ shop on your (left|right))\\.$`),
    );
  });

  it('never starts a step-free route at a gate with steps', () => {
    const shop = shops[0];
    expect(shop && findRoute(graph, 'gate:Gate 2', shop.id)).toBeDefined();
    expect(shop && findRoute(graph, 'gate:Gate 2', shop.id, { stepFree: true })).toBeUndefined();
  });

  it('reaches a shop added to the data, without drawing anything', () => {
    const added: Store = { ...(stores[0] as Store), id: 'new-shop', name: 'New Shop', unit: 'FF-33' };
    const grown = buildWalkGraph(planUnits([...stores, added]), wayfinding);
    expect(graph.byId.has('unit:FF-33')).toBe(false);
    for (const origin of routeOrigins(grown))
      expect(findRoute(grown, origin.id, 'unit:FF-33')?.nodes.at(-1)?.name).toBe('New Shop');
  });
});
