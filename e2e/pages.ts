/** A page of the site that e2e/every-page.spec.ts opens once in each layout, and what it checks there. */
export interface SitePage {
  path: string;
  /** The page's own `h1`, where the test names it; otherwise any first `h1`. */
  heading?: string;
  /** The mall whose frame the page is drawn in, checked by its newsletter and its footer. */
  mall?: 'gfm43' | 'gfmpalam';
  /** Checked with axe-core. */
  axe?: boolean;
  /** Its first screen has a picture the HTML names and asks for at once (decisions 063 and 069). */
  firstPicture?: boolean;
}

/** Every route of the site with a fixed address, and one of each kind with a parameter. */
export const ROUTES: SitePage[] = [
  { path: '/', firstPicture: true },
  { path: '/gfm43', heading: 'The Global Mall of All Your Needs', mall: 'gfm43', axe: true, firstPicture: true },
  { path: '/gfm43/automotive', heading: 'Automotive', mall: 'gfm43', axe: true, firstPicture: true },
  { path: '/gfm43/automotive/mercedes', firstPicture: true },
  { path: '/gfm43/all-brands', heading: 'All Brands', mall: 'gfm43', axe: true, firstPicture: true },
  { path: '/gfm43/food-and-drinks', heading: 'Food & Drinks', mall: 'gfm43', axe: true, firstPicture: true },
  { path: '/gfm43/privacy-policy', heading: 'Privacy Policy', mall: 'gfm43', axe: true },
  { path: '/gfm43/contact-us', heading: 'Get in Touch', mall: 'gfm43', axe: true },
  { path: '/gfm43/blogs', firstPicture: true },
  { path: '/gfm43/blog/coffee-trail', firstPicture: true },
  { path: '/gfmpalam', heading: 'The Mall Of Your Dreams', mall: 'gfmpalam', axe: true, firstPicture: true },
  { path: '/gfmpalam/beauty-and-salon', heading: 'Beauty & Salon', mall: 'gfmpalam', axe: true, firstPicture: true },
  { path: '/gfmpalam/food-and-drinks', heading: 'Food & Drinks', mall: 'gfmpalam', axe: true, firstPicture: true },
  { path: '/gfmpalam/clothing', heading: 'Clothing', mall: 'gfmpalam', axe: true, firstPicture: true },
  { path: '/gfmpalam/fitness', heading: 'Fitness', mall: 'gfmpalam', axe: true, firstPicture: true },
  { path: '/gfmpalam/all-brands', heading: 'All Brands', mall: 'gfmpalam', axe: true, firstPicture: true },
  { path: '/gfmpalam/contact-us', heading: 'Get in Touch', mall: 'gfmpalam', axe: true },
  { path: '/gfmpalam/privacy-policy', heading: 'Privacy Policy', mall: 'gfmpalam', axe: true },
  { path: '/gfmpalam/blogs', firstPicture: true },
  { path: '/gfmpalam/blog/music-nights' },
  { path: '/404' },
];

/** Pages of a route with a parameter or a query whose drawing differs enough to be checked on their own. */
export const MORE_PAGES: SitePage[] = [
  { path: '/gfm43/automotive/toyota', heading: 'Toyota', mall: 'gfm43', axe: true },
  // A car brand's address in any case.
  { path: '/gfm43/automotive/Mercedes', heading: 'Mercedes', mall: 'gfm43', axe: true },
  { path: '/gfm43/plan-your-visit', axe: true },
  { path: '/gfmpalam/plan-your-visit', axe: true },
  { path: '/gfm43/whats-on', axe: true },
  { path: '/gfmpalam/whats-on', axe: true },
  { path: '/gfm43/brands/brew-theory', axe: true },
  { path: '/search?q=coffee', axe: true },
  { path: '/search?q=zzzz', axe: true },
  { path: '/gfm43/all-brands?view=plan', axe: true },
];
