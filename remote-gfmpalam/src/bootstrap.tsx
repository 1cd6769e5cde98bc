import '@gfm/shared/tokens.css';
import { StandaloneBlogNotice } from '@gfm/shared/features/frame';
import { paths } from '@gfm/shared/paths';
import { mountStandalone, standaloneMallRoute } from '@gfm/shared/features/standalone';
import GfmPalamLayout from './layout';
import { routes } from './routes';

// Running alone (npm start -w remote-gfmpalam): the same layout and pages the shell composes.
void mountStandalone({
  homePath: paths.mall.home.getHref('gfmpalam'),
  routes: [
    standaloneMallRoute({
      mallId: 'gfmpalam',
      Layout: GfmPalamLayout,
      routes,
      blogPage: () => ({ Component: StandaloneBlogNotice }),
    }),
  ],
});
