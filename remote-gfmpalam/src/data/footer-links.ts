import type { FooterLinkGroup } from '@gfm/shared/features/frame';
import { paths } from '@gfm/shared/paths';
import { pageHref } from '../page-paths';

/** requirements §2 "Palam Vihar": footer links, Fitness included (its page exists here, unlike the original). */
export const footerGroups = [
  {
    heading: 'Shop',
    links: [
      { label: 'Beauty & Salon', redirectURI: pageHref('beautyAndSalon') },
      { label: 'Food & Drinks', redirectURI: pageHref('foodAndDrinks') },
      { label: 'Clothing', redirectURI: pageHref('clothing') },
      { label: 'Fitness', redirectURI: pageHref('fitness') },
      { label: 'All Brands', redirectURI: pageHref('allBrands') },
    ],
  },
  {
    heading: 'Information',
    links: [
      { label: 'Plan Your Visit', redirectURI: pageHref('planYourVisit') },
      { label: 'What’s On', redirectURI: pageHref('whatsOn') },
      { label: 'Blogs', redirectURI: paths.mall.blogs.getHref('gfmpalam') },
      { label: 'Privacy Policy', redirectURI: pageHref('privacyPolicy') },
      { label: 'Contact Us', redirectURI: paths.mall.contact.getHref('gfmpalam') },
    ],
  },
] as const satisfies readonly FooterLinkGroup[];
