import { pageHrefs } from '@gfm/shared/routing/mall-routes';

/**
 * The pages of Sector 43 by id and path (requirements §2), apart from their
 * modules: what `pageHref` needs, so the header, the footer and the pages link
 * to the mall's pages without importing `routes.tsx`, which loads the pages
 * (no import cycle, decision 052). `routes.tsx` gives each id its module; a
 * page is added here and there, and tsc fails until both have it.
 */
export const pagePaths = [
  { id: 'home', path: '' },
  { id: 'automotive', path: 'automotive' },
  { id: 'carBrand', path: 'automotive/:car' },
  { id: 'allBrands', path: 'all-brands' },
  { id: 'foodAndDrinks', path: 'food-and-drinks' },
  { id: 'privacyPolicy', path: 'privacy-policy' },
  { id: 'contactUs', path: 'contact-us' },
  { id: 'brand', path: 'brands/:slug' },
  { id: 'planYourVisit', path: 'plan-your-visit' },
  { id: 'whatsOn', path: 'whats-on' },
] as const;

/** A page's id in this mall. */
export type PageId = (typeof pagePaths)[number]['id'];

/** The address of one of the mall's pages: `pageHref('carBrand', { car: 'mercedes' })`. */
export const pageHref = pageHrefs('gfm43', pagePaths);
