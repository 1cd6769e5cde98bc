import type { NavLinkItem } from '@gfm/shared/components/header';
import { paths } from '@gfm/shared/paths';

/** spec §2 "Palam Vihar": header navigation. */
export const navLinks = [
  { title: 'Home', path: paths.mall.home.getHref('gfmpalam') },
  { title: 'Beauty', path: paths.mall.page.getHref('gfmpalam', 'beautyAndSalon') },
  { title: 'Food', path: paths.mall.page.getHref('gfmpalam', 'foodAndDrinks') },
  { title: 'Clothing', path: paths.mall.page.getHref('gfmpalam', 'clothing') },
  { title: 'Blogs', path: paths.mall.blogs.getHref('gfmpalam') },
  { title: 'All Brands', path: paths.mall.page.getHref('gfmpalam', 'allBrands') },
] as const satisfies readonly NavLinkItem[];
