import type { FooterLinkGroup } from '@gfm/shared/components/footer';
import { paths } from '@gfm/shared/paths';

/** spec §2 "Palam Vihar": footer links, Fitness included (its page exists here, unlike the original). */
export const footerGroups = [
  {
    heading: 'Shop',
    links: [
      { label: 'Beauty & Salon', redirectURI: paths.mall.page.getHref('gfmpalam', 'beauty-and-salon') },
      { label: 'Food & Drinks', redirectURI: paths.mall.page.getHref('gfmpalam', 'food-and-drinks') },
      { label: 'Clothing', redirectURI: paths.mall.page.getHref('gfmpalam', 'clothing') },
      { label: 'Fitness', redirectURI: paths.mall.page.getHref('gfmpalam', 'fitness') },
      { label: 'All Brands', redirectURI: paths.mall.page.getHref('gfmpalam', 'all-brands') },
    ],
  },
  {
    heading: 'Information',
    links: [
      { label: 'Blogs', redirectURI: paths.mall.blogs.getHref('gfmpalam') },
      { label: 'Privacy Policy', redirectURI: paths.mall.page.getHref('gfmpalam', 'privacy-policy') },
      { label: 'Contact Us', redirectURI: paths.mall.contact.getHref('gfmpalam') },
    ],
  },
] as const satisfies readonly FooterLinkGroup[];
