import type { NavLinkItem } from '@gfm/shared/features/frame';
import { paths } from '@gfm/shared/paths';
import { pageHref } from '../page-paths';

/** requirements §2 "Palam Vihar": header navigation. */
export const navLinks = [
  { title: 'Home', path: paths.mall.home.getHref('gfmpalam') },
  { title: 'Beauty', path: pageHref('beautyAndSalon') },
  { title: 'Food', path: pageHref('foodAndDrinks') },
  { title: 'Clothing', path: pageHref('clothing') },
  { title: 'Blogs', path: paths.mall.blogs.getHref('gfmpalam') },
  { title: 'All Brands', path: pageHref('allBrands') },
] as const satisfies readonly NavLinkItem[];
