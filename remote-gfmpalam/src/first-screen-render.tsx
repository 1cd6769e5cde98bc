import { renderFirstScreen, firstScreenPaths, type FirstScreenRemote } from '@gfm/shared/first-screen/render-first-screen';
import { FIRST_SCREEN_POST_SEGMENT } from '@gfm/shared/contracts/first-screen';
import { paths } from '@gfm/shared/paths';
import GfmPalamLayout from './layout';
import { routes } from './routes';

/** Built for Node by `npm run build`: the first screen of each page as HTML (decision 016). */
const remote: FirstScreenRemote = {
  basePath: paths.mall.home.getHref('gfmpalam'),
  Layout: GfmPalamLayout,
  routes,
  // The blog list and a post are remote-blog's pages; this layout is drawn around them (decisions 016, 018).
  outletPaths: [paths.mall.blogs.getHref('gfmpalam'), paths.mall.blogPost.getHref('gfmpalam', FIRST_SCREEN_POST_SEGMENT)],
};

export const pages = firstScreenPaths(remote);

export function render(pathname: string): string {
  return renderFirstScreen(remote, pathname);
}
