import { describeMallRoutes } from '../../test/mall-routes';
import { routes } from './routes';

describeMallRoutes('gfmpalam', routes);
