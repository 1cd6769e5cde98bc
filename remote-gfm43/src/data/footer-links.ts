import type { FooterLinkGroup } from '@gfm/shared/features/frame';
import { paths } from '@gfm/shared/paths';
import { pageHref } from '../page-paths';

/** requirements §2 "Sector 43": footer links. */
export const footerGroups = [
  {
    heading: 'Explore',
    links: [
      { label: 'Automotive', redirectURI: pageHref('automotive') },
      { label: 'Food & Drinks', redirectURI: pageHref('foodAndDrinks') },
      { label: 'All Brands', redirectURI: pageHref('allBrands') },
    ],
  },
  {
    heading: 'Information',
    links: [
      { label: 'Plan Your Visit', redirectURI: pageHref('planYourVisit') },
      { label: 'What’s On', redirectURI: pageHref('whatsOn') },
      { label: 'Privacy Policy', redirectURI: pageHref('privacyPolicy') },
      { label: 'Contact Us', redirectURI: paths.mall.contact.getHref('gfm43') },
    ],
  },
] as const satisfies readonly FooterLinkGroup[];
