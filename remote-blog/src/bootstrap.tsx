import '@gfm/shared/tokens.css';
import { MallLayout } from '@gfm/shared/components/mall-layout';
import { malls } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import { mountStandalone } from '@gfm/shared/standalone/mount-standalone';
import { standaloneFooterGroups, standaloneNavLinks } from './data/standalone-links';
import BlogListPage from './pages/blog-list/blog-list-page';
import BlogPostPage from './pages/blog-post/blog-post-page';

// Running alone (npm start -w remote-blog): both malls' blogs in a plain frame.
void mountStandalone({
  homePath: paths.mall.blogs.getHref('gfm43'),
  routes: malls.map((mall) => ({
    path: mall.basePath,
    element: <MallLayout mallId={mall.id} navLinks={standaloneNavLinks} footerGroups={standaloneFooterGroups} />,
    children: [
      { path: paths.mall.blogs.path, element: <BlogListPage mallId={mall.id} /> },
      { path: paths.mall.blogPost.path, element: <BlogPostPage mallId={mall.id} /> },
    ],
  })),
});
