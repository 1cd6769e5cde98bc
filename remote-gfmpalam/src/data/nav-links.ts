import type { NavLinkItem } from '@gfm/shared/components/header';
import { paths } from '@gfm/shared/paths';

/** spec §2 "Palam Vihar": header navigation. */
export const navLinks = [
  { title: 'Home', path: paths.mall.home.getHref('gfmpalam') },
  { title: 'Beauty', path: paths.mall.page.getHref('gfmpalam', 'beauty-and-salon') },
  { title: 'Food', path: paths.mall.page.getHref('gfmpalam', 'food-and-drinks') },
  { title: 'Clothing', path: paths.mall.page.getHref('gfmpalam', 'clothing') },
  { title: 'Blogs', path: paths.mall.blogs.getHref('gfmpalam') },
  { title: 'All Brands', path: paths.mall.page.getHref('gfmpalam', 'all-brands') },
] as const satisfies readonly NavLinkItem[];
