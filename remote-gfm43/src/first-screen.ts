import type { FirstScreenMap } from '@gfm/shared/contracts/first-screen';
import { carBrands, carSlides } from './data/cars';
import { foodOffers } from './data/media';

/**
 * The first picture of each page of Sector 43, for the shell's preload
 * (decision 012). The `sizes` are the pages' own; the end-to-end suite checks
 * that each preload is the picture the page shows.
 */
export const firstScreen: FirstScreenMap = {
  '/gfm43': { set: 'gfm43', name: 'hero-home', sizes: '100vw' },
  '/gfm43/automotive': { set: 'gfm43', name: carSlides[0].image, sizes: '100vw' },
  ...Object.fromEntries(
    carBrands.map((brand) => [`/gfm43/automotive/${brand.name.toLowerCase()}`, { set: 'gfm43', name: brand.image, sizes: '(min-width: 1024px) 50vw, 100vw' }] as const),
  ),
  '/gfm43/all-brands': { set: 'gfm43', name: 'hero-all-brands', sizes: '100vw' },
  '/gfm43/food-and-drinks': { set: 'gfm43', name: foodOffers[0].image, sizes: '(min-width: 1024px) 60vw, 100vw' },
};
