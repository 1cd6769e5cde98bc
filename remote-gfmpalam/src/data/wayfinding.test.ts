import { describeMallWalk } from '../../../test/mall-wayfinding';
import { palamStores } from './stores';
import { visit } from './visit';
import { wayfinding } from './wayfinding';

describeMallWalk('Palam Vihar', palamStores(), wayfinding, {
  basements: ['B2', 'B1'],
  parking: visit.parking.basements,
});
