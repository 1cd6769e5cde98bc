import type { FirstScreenMap } from '@gfm/shared/contracts/first-screen';
import { malls } from '@gfm/shared/data/malls';
import { slides, SLIDES_SIZES } from './pages/blog-list/slides';

/**
 * The blog list's first picture in each mall, for the shell's preload
 * (decision 012). A post's picture comes from WordPress at run time, so posts
 * have none here.
 */
export const firstScreen: FirstScreenMap = Object.fromEntries(
  malls.map((mall) => [`${mall.basePath}/blogs`, { set: 'gfm43', name: slides[0].image, sizes: SLIDES_SIZES }] as const),
);
