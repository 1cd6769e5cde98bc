import { buildWalkGraph, findRoute, planUnits, routeDestinations } from '@gfm/shared/features/stores';
import { describeMallWalk } from '../../../test/mall-wayfinding';
import { gfm43Stores } from './stores';
import { visit } from './visit';
import { wayfinding } from './wayfinding';

describeMallWalk('Sector 43', gfm43Stores(), wayfinding, {
  basements: ['B3', 'B2', 'B1'],
  parking: visit.parking.basements,
});

describe('Sector 43, step-free', () => {
  it('never starts a step-free route at a gate with steps', () => {
    const graph = buildWalkGraph(planUnits(gfm43Stores()), wayfinding);
    const shop = routeDestinations(graph)[0];
    expect(shop && findRoute(graph, 'gate:Gate 2', shop.id)).toBeDefined();
    expect(shop && findRoute(graph, 'gate:Gate 2', shop.id, { stepFree: true })).toBeUndefined();
  });
});
