import type { RouteObject } from '@gfm/shared/router';
import { malls } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import { RouteError } from './components/route-error/route-error';
import { ShellRoot } from './components/shell-root/shell-root';
import { LandingPage } from './pages/landing/landing-page';
import { NotFoundRoute } from './pages/not-found/not-found-route';
import { MallRemote } from './remotes/mall-remote';

/**
 * The route tree of the composed site. The shell owns `/`, `/404` and the
 * catch-all; each mall subtree comes from that mall's remote, and the blog
 * pages from remote-blog, inside the mall's layout.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: paths.home.path,
      element: <ShellRoot />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <LandingPage /> },
        { path: paths.notFound.path, element: <NotFoundRoute /> },
        ...malls.map((mall): RouteObject => ({ path: `${mall.basePath}/*`, element: <MallRemote mallId={mall.id} /> })),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}
