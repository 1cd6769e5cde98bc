import '@gfm/shared/tokens.css';
import { MallLayout } from '@gfm/shared/features/frame';
import { malls } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import { blogPageRoutes, moduleParts, routeIds } from '@gfm/shared/routing/page-routes';
import { mountStandalone } from '@gfm/shared/features/standalone';
import { standaloneFooterGroups, standaloneNavLinks } from './data/standalone-links';
import { page as blogList } from './pages/blog-list/blog-list-page';
import { page as blogPost } from './pages/blog-post/blog-post-page';

const blogPage = { list: blogList, post: blogPost };

// Running alone (npm start -w remote-blog): both malls' blogs in a plain frame.
void mountStandalone({
  homePath: paths.mall.blogs.getHref('gfm43'),
  routes: malls.map((mall) => ({
    id: routeIds.mall(mall.id),
    path: mall.id,
    element: <MallLayout mallId={mall.id} navLinks={standaloneNavLinks} footerGroups={standaloneFooterGroups} />,
    children: blogPageRoutes(mall.id, (page) => moduleParts(blogPage[page](mall.id))),
  })),
});
