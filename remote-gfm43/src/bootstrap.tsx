import '@gfm/shared/tokens.css';
import { StandaloneBlogNotice } from '@gfm/shared/features/frame';
import { paths } from '@gfm/shared/paths';
import { mountStandalone, standaloneMallRoute } from '@gfm/shared/features/standalone';
import Gfm43Layout from './layout';
import { routes } from './routes';

// Running alone (npm start -w remote-gfm43): the same layout and pages the shell composes.
void mountStandalone({
  homePath: paths.mall.home.getHref('gfm43'),
  routes: [
    standaloneMallRoute({
      mallId: 'gfm43',
      Layout: Gfm43Layout,
      routes,
      blogPage: () => ({ Component: StandaloneBlogNotice }),
    }),
  ],
});
