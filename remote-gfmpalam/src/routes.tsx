import './image-set';
import { pageHrefs } from '@gfm/shared/routing/mall-routes';
import type { MallPageRoute } from '@gfm/shared/contracts/remotes';
import { DIRECTIONS_QUERY, DIRECTORY_QUERY } from '@gfm/shared/routing/page-query';

/**
 * Exposed as `gfmpalam/routes`: the pages of Palam Vihar (requirements §2). This list
 * is the mall's own: a page added, renamed or removed here reaches the site
 * with this remote's release alone. The pages other apps link to
 * (`linkedPages` in `@gfm/shared/paths`) must stay at their paths;
 * `routes.test.ts` checks it.
 */
export const routes = [
  { id: 'home', path: '', page: () => import('./pages/home/home-page') },
  {
    id: 'beautyAndSalon',
    path: 'beauty-and-salon',
    page: () => import('./pages/beauty-and-salon/beauty-and-salon-page'),
  },
  { id: 'foodAndDrinks', path: 'food-and-drinks', page: () => import('./pages/food-and-drinks/food-and-drinks-page') },
  { id: 'clothing', path: 'clothing', page: () => import('./pages/clothing/clothing-page') },
  { id: 'fitness', path: 'fitness', page: () => import('./pages/fitness/fitness-page') },
  {
    id: 'allBrands',
    path: 'all-brands',
    page: () => import('./pages/all-brands/all-brands-page'),
    query: DIRECTORY_QUERY,
  },
  { id: 'contactUs', path: 'contact-us', page: () => import('./pages/contact-us/contact-us-page') },
  { id: 'privacyPolicy', path: 'privacy-policy', page: () => import('./pages/privacy-policy/privacy-policy-page') },
  { id: 'shop', path: 'shops/:id', page: () => import('./pages/shop/shop-page'), query: DIRECTIONS_QUERY },
  { id: 'planYourVisit', path: 'plan-your-visit', page: () => import('./pages/plan-your-visit/plan-your-visit-page') },
  { id: 'whatsOn', path: 'whats-on', page: () => import('./pages/whats-on/whats-on-page') },
] as const satisfies readonly MallPageRoute[];

/** The address of one of the mall's pages: `pageHref('shop', { id: 'SF-05' })`. */
export const pageHref = pageHrefs('gfmpalam', routes);
