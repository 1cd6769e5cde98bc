import type { NavLinkItem } from '@gfm/shared/features/frame';
import { paths } from '@gfm/shared/paths';
import { pageHref } from '../page-paths';

/** requirements §2 "Sector 43": header navigation. */
export const navLinks = [
  { title: 'Home', path: paths.mall.home.getHref('gfm43') },
  { title: 'Food', path: pageHref('foodAndDrinks') },
  { title: 'Automotive', path: pageHref('automotive') },
  { title: 'Blogs', path: paths.mall.blogs.getHref('gfm43') },
  { title: 'All Brands', path: pageHref('allBrands') },
] as const satisfies readonly NavLinkItem[];
