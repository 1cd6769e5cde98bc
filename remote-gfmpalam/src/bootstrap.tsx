import '@gfm/shared/tokens.css';
import { StandaloneBlogNotice } from '@gfm/shared/components/standalone-blog-notice';
import { paths } from '@gfm/shared/paths';
import { mountStandalone, standaloneMallRoute } from '@gfm/shared/standalone/mount-standalone';
import GfmPalamLayout from './layout';
import { routes } from './routes';

// Running alone (npm start -w remote-gfmpalam): the same layout and routes the shell composes.
void mountStandalone({
  homePath: paths.mall.home.getHref('gfmpalam'),
  routes: [
    standaloneMallRoute({
      basePath: paths.mall.home.getHref('gfmpalam'),
      Layout: GfmPalamLayout,
      routes,
      placeholders: [
        { path: paths.mall.blogs.path, element: <StandaloneBlogNotice /> },
        { path: paths.mall.blogPost.path, element: <StandaloneBlogNotice /> },
      ],
    }),
  ],
});
