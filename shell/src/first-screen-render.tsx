import { renderFirstScreenMarkup } from '@gfm/shared/first-screen/render-first-screen';
import { paths } from '@gfm/shared/paths';
import { LandingPage } from './pages/landing/landing-page';
import { NotFoundRoute } from './pages/not-found/not-found-route';

/**
 * Built for Node by `npm run build`: the landing page and the 404 page as HTML (decision 020),
 * the way the mall remotes write theirs (decision 016). The shell's server puts
 * it into the document for `/`; the live page replaces it once drawn.
 */
export const pages = [paths.home.getHref(), paths.notFound.getHref()];

export function render(pathname: string): string {
  return renderFirstScreenMarkup(pathname === paths.notFound.getHref() ? <NotFoundRoute /> : <LandingPage />, pathname);
}
