import type { FooterLinkGroup } from '@gfm/shared/components/footer';
import { paths } from '@gfm/shared/paths';

/** spec §2 "Palam Vihar": footer links, Fitness included (its page exists here, unlike the original). */
export const footerGroups = [
  {
    heading: 'Shop',
    links: [
      { label: 'Beauty & Salon', redirectURI: paths.mall.page.getHref('gfmpalam', 'beautyAndSalon') },
      { label: 'Food & Drinks', redirectURI: paths.mall.page.getHref('gfmpalam', 'foodAndDrinks') },
      { label: 'Clothing', redirectURI: paths.mall.page.getHref('gfmpalam', 'clothing') },
      { label: 'Fitness', redirectURI: paths.mall.page.getHref('gfmpalam', 'fitness') },
      { label: 'All Brands', redirectURI: paths.mall.page.getHref('gfmpalam', 'allBrands') },
    ],
  },
  {
    heading: 'Information',
    links: [
      { label: 'Plan Your Visit', redirectURI: paths.mall.page.getHref('gfmpalam', 'planYourVisit') },
      { label: 'What’s On', redirectURI: paths.mall.page.getHref('gfmpalam', 'whatsOn') },
      { label: 'Blogs', redirectURI: paths.mall.blogs.getHref('gfmpalam') },
      { label: 'Privacy Policy', redirectURI: paths.mall.page.getHref('gfmpalam', 'privacyPolicy') },
      { label: 'Contact Us', redirectURI: paths.mall.contact.getHref('gfmpalam') },
    ],
  },
] as const satisfies readonly FooterLinkGroup[];
