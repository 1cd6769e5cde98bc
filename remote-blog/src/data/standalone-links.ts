import type { FooterLinkGroup, NavLinkItem } from '@gfm/shared/features/frame';
import { malls } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';

/** Navigation of the blog when it runs alone: both malls' blogs. */
export const standaloneNavLinks = malls.map((mall) => ({
  title: `${mall.name} blog`,
  path: paths.mall.blogs.getHref(mall.id),
})) satisfies readonly NavLinkItem[];

export const standaloneFooterGroups = [
  { heading: 'Blogs', links: standaloneNavLinks.map((link) => ({ label: link.title, redirectURI: link.path })) },
] satisfies readonly FooterLinkGroup[];
