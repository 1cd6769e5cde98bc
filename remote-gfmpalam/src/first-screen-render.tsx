import { renderFirstScreen, firstScreenPaths, type FirstScreenRemote } from '@gfm/shared/first-screen/render-first-screen';
import { paths } from '@gfm/shared/paths';
import GfmPalamLayout from './layout';
import { routes } from './routes';

/** Built for Node by `npm run build`: the first screen of each page as HTML (decision 016). */
const remote: FirstScreenRemote = {
  basePath: paths.mall.home.getHref('gfmpalam'),
  Layout: GfmPalamLayout,
  routes,
  // The blog list is remote-blog's page; this layout is drawn around it (decision 016).
  outletPaths: [paths.mall.blogs.getHref('gfmpalam')],
};

export const pages = firstScreenPaths(remote);

export function render(pathname: string): string {
  return renderFirstScreen(remote, pathname);
}
