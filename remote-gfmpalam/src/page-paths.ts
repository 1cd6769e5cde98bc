import { pageHrefs } from '@gfm/shared/routing/mall-routes';

/**
 * The pages of Palam Vihar by id and path (requirements §2), apart from their
 * modules: what `pageHref` needs, so the header, the footer and the pages link
 * to the mall's pages without importing `routes.tsx`, which loads the pages
 * (no import cycle, decision 052). `routes.tsx` gives each id its module; a
 * page is added here and there, and tsc fails until both have it.
 */
export const pagePaths = [
  { id: 'home', path: '' },
  { id: 'beautyAndSalon', path: 'beauty-and-salon' },
  { id: 'foodAndDrinks', path: 'food-and-drinks' },
  { id: 'clothing', path: 'clothing' },
  { id: 'fitness', path: 'fitness' },
  { id: 'allBrands', path: 'all-brands' },
  { id: 'contactUs', path: 'contact-us' },
  { id: 'privacyPolicy', path: 'privacy-policy' },
  { id: 'shop', path: 'shops/:id' },
  { id: 'planYourVisit', path: 'plan-your-visit' },
  { id: 'whatsOn', path: 'whats-on' },
] as const;

/** A page's id in this mall. */
export type PageId = (typeof pagePaths)[number]['id'];

/** The address of one of the mall's pages: `pageHref('shop', { id: 'SF-05' })`. */
export const pageHref = pageHrefs('gfmpalam', pagePaths);
