import { renderFirstScreenMarkup } from '@gfm/shared/first-screen/render-first-screen';
import { malls } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import BlogListPage from './pages/blog-list/blog-list-page';

/**
 * Built for Node by `npm run build`: the blog list of each mall as HTML, in
 * the state it first shows (title, slider, posts loading), for the shell's
 * server to put into the mall's layout (decision 016). A post is not drawn:
 * its content and picture come from WordPress at run time.
 */
const listPages = new Map(malls.map((mall) => [paths.mall.blogs.getHref(mall.id), mall.id]));

export const pages = [...listPages.keys()];

export function render(pathname: string): string {
  const mallId = listPages.get(pathname);
  if (!mallId) throw new Error(`remote-blog draws no first screen for ${pathname}`);
  return renderFirstScreenMarkup(<BlogListPage mallId={mallId} />, pathname);
}
