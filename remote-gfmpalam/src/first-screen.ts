import type { FirstScreenMap } from '@gfm/shared/contracts/first-screen';
import { clothingOffers, foodCarousel } from './data/media';

/**
 * The first picture of each page of Palam Vihar, for the shell's preload
 * (decision 012). The `sizes` are the pages' own; the end-to-end suite checks
 * that each preload is the picture the page shows.
 */
export const firstScreen: FirstScreenMap = {
  '/gfmpalam': { set: 'gfmPalam', name: 'hero-home', sizes: '100vw' },
  '/gfmpalam/beauty-and-salon': { set: 'gfmPalam', name: 'hero-beauty', sizes: '100vw' },
  '/gfmpalam/fitness': { set: 'gfmPalam', name: 'hero-fitness', sizes: '100vw' },
  '/gfmpalam/all-brands': { set: 'gfmPalam', name: 'hero-all-brands', sizes: '100vw' },
  '/gfmpalam/food-and-drinks': { set: 'gfmPalam', name: foodCarousel[0].image, sizes: '100vw' },
  '/gfmpalam/clothing': { set: 'gfmPalam', name: clothingOffers[0].image, sizes: '(min-width: 1312px) 1280px, 100vw' },
};
