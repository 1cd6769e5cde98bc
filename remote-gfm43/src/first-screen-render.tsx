import { renderFirstScreen, firstScreenPaths, type FirstScreenRemote } from '@gfm/shared/first-screen/render-first-screen';
import { paths } from '@gfm/shared/paths';
import { carBrands } from './data/cars';
import Gfm43Layout from './layout';
import { routes } from './routes';

/** Built for Node by `npm run build`: the first screen of each page as HTML (decision 016). */
const remote: FirstScreenRemote = {
  basePath: paths.mall.home.getHref('gfm43'),
  Layout: Gfm43Layout,
  routes,
  // The blog list is remote-blog's page; this layout is drawn around it (decision 016).
  outletPaths: [paths.mall.blogs.getHref('gfm43')],
  extraPaths: carBrands.map((brand) => `${paths.mall.home.getHref('gfm43')}/automotive/${brand.name.toLowerCase()}`),
};

export const pages = firstScreenPaths(remote);

export function render(pathname: string): string {
  return renderFirstScreen(remote, pathname);
}
