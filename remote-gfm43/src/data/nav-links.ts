import type { NavLinkItem } from '@gfm/shared/components/header';
import { paths } from '@gfm/shared/paths';

/** spec §2 "Sector 43": header navigation. */
export const navLinks = [
  { title: 'Home', path: paths.mall.home.getHref('gfm43') },
  { title: 'Food', path: paths.mall.page.getHref('gfm43', 'foodAndDrinks') },
  { title: 'Automotive', path: paths.mall.page.getHref('gfm43', 'automotive') },
  { title: 'Blogs', path: paths.mall.blogs.getHref('gfm43') },
  { title: 'All Brands', path: paths.mall.page.getHref('gfm43', 'allBrands') },
] as const satisfies readonly NavLinkItem[];
