import './image-set';
import type { MallPageRoute, MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { DIRECTIONS_QUERY, DIRECTORY_QUERY } from '@gfm/shared/routing/page-query';
import { type PageId, pagePaths } from './page-paths';

/** Each page's module and the query it reads, by the id `page-paths.ts` gives it a path under. */
const pages = {
  home: { page: () => import('./pages/home/home-page') },
  automotive: { page: () => import('./pages/automotive/automotive-page') },
  carBrand: { page: () => import('./pages/car-brand/car-brand-page') },
  allBrands: { page: () => import('./pages/all-brands/all-brands-page'), query: DIRECTORY_QUERY },
  foodAndDrinks: { page: () => import('./pages/food-and-drinks/food-and-drinks-page') },
  privacyPolicy: { page: () => import('./pages/privacy-policy/privacy-policy-page') },
  contactUs: { page: () => import('./pages/contact-us/contact-us-page') },
  brand: { page: () => import('./pages/brand/brand-page'), query: DIRECTIONS_QUERY },
  planYourVisit: { page: () => import('./pages/plan-your-visit/plan-your-visit-page') },
  whatsOn: { page: () => import('./pages/whats-on/whats-on-page') },
} satisfies Record<PageId, Omit<MallPageRoute, 'id' | 'path'>>;

/**
 * Exposed as `gfm43/routes`: the pages of Sector 43 (requirements §2). This list is
 * the mall's own: a page added, renamed or removed here reaches the site with
 * this remote's release alone. The pages other apps link to (`linkedPages`
 * in `@gfm/shared/paths`) must stay at their paths; `routes.test.ts` checks it.
 * The mall's own links take the paths from `page-paths.ts` (`pageHref`), not from here.
 */
export const routes = pagePaths.map(({ id, path }) => ({ id, path, ...pages[id] })) satisfies readonly MallPageRoute[];

/**
 * The mall's offers and events from WordPress for the site's one search (decision 077): the shell's
 * server asks for them at run time; they come in a chunk of their own, which no browser loads.
 */
export const searchEntries: NonNullable<MallRoutesModule['searchEntries']> = () =>
  import('./search-content').then((module) => module.searchEntries());
