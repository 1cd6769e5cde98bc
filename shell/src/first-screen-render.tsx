import { renderFirstScreenMarkup } from '@gfm/shared/first-screen/render-first-screen';
import { paths } from '@gfm/shared/paths';
import { LandingPage } from './pages/landing/landing-page';

/**
 * Built for Node by `npm run build`: the landing page as HTML (decision 020),
 * the way the mall remotes write theirs (decision 016). The shell's server puts
 * it into the document for `/`; the live page replaces it once drawn.
 */
export const pages = [paths.home.getHref()];

export function render(pathname: string): string {
  return renderFirstScreenMarkup(<LandingPage />, pathname);
}
