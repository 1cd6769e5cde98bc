import { renderFirstScreen, firstScreenPaths, type FirstScreenRemote } from '@gfm/shared/first-screen/render-first-screen';
import { FIRST_SCREEN_POST_SEGMENT } from '@gfm/shared/contracts/first-screen';
import { paths } from '@gfm/shared/paths';
import { carBrands } from './data/cars';
import Gfm43Layout from './layout';
import { routes } from './routes';

/** Built for Node by `npm run build`: the first screen of each page as HTML (decision 016). */
const remote: FirstScreenRemote = {
  basePath: paths.mall.home.getHref('gfm43'),
  Layout: Gfm43Layout,
  routes,
  // The blog list and a post are remote-blog's pages; this layout is drawn around them (decisions 016, 018).
  outletPaths: [paths.mall.blogs.getHref('gfm43'), paths.mall.blogPost.getHref('gfm43', FIRST_SCREEN_POST_SEGMENT)],
  extraPaths: carBrands.map((brand) => `${paths.mall.home.getHref('gfm43')}/automotive/${brand.name.toLowerCase()}`),
};

export const pages = firstScreenPaths(remote);

export function render(pathname: string): string {
  return renderFirstScreen(remote, pathname);
}
