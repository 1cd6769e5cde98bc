import {
  buildWalkGraph,
  directionOrigins,
  planDirections,
  findRoute,
  planUnits,
  routeDestinations,
  routeOrigins,
  routeSteps,
  type MallWayfinding,
  type Store,
} from '@gfm/shared/features/stores';

/**
 * What every mall's walkable model must give, whatever its data: a door for
 * every shop, every shop reached from every origin, step-free from every
 * step-free start, a second-floor route worded step by step, and a shop added
 * to the data reached with nothing drawn. `basements` are the parking levels
 * the graph lists, deepest first; `parking` is what the plan-your-visit data names.
 */
export function describeMallWalk(
  name: string,
  stores: readonly Store[],
  wayfinding: MallWayfinding,
  { basements, parking }: { basements: readonly string[]; parking: readonly string[] },
): void {
  const graph = buildWalkGraph(planUnits(stores), wayfinding);
  const shops = routeDestinations(graph);

  describe(`${name}, walked`, () => {
    it('has a door for every store with a unit, and its parking levels from the plan-your-visit data', () => {
      expect(shops.map((node) => node.unit).sort()).toEqual(
        stores.flatMap((store) => (store.unit ? [store.unit] : [])).sort(),
      );
      expect(graph.levels.filter((level) => !level.floor).map((level) => level.id)).toEqual(basements);
      expect(parking).toEqual([...basements].reverse());
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

    it('gives the directions form a route from every place it offers, under a name no store id takes', () => {
      const target = stores.find((store) => store.unit?.startsWith('SF')) as Store;
      const origins = directionOrigins(stores, wayfinding, target);
      expect(new Set(origins.map((origin) => origin.value)).size).toBe(origins.length);
      const places = new Set(origins.filter((origin) => origin.group !== 'Shops').map((origin) => origin.value));
      expect(stores.filter((store) => places.has(store.id))).toEqual([]);
      const failed = origins.filter(
        (origin) => !planDirections(stores, wayfinding, target, { from: origin.value, stepFree: false }).route,
      );
      expect(failed).toEqual([]);
    });

    it('reaches a shop added to the data, without drawing anything', () => {
      const added: Store = { ...(stores[0] as Store), id: 'new-shop', name: 'New Shop', unit: 'FF-33' };
      const grown = buildWalkGraph(planUnits([...stores, added]), wayfinding);
      expect(graph.byId.has('unit:FF-33')).toBe(false);
      for (const origin of routeOrigins(grown))
        expect(findRoute(grown, origin.id, 'unit:FF-33')?.nodes.at(-1)?.name).toBe('New Shop');
    });
  });
}
