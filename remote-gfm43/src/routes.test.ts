import { describeMallRoutes } from '../../test/mall-routes';
import { routes } from './routes';

describeMallRoutes('gfm43', routes);
