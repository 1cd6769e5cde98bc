import type { FooterLinkGroup } from '@gfm/shared/components/footer';
import { paths } from '@gfm/shared/paths';

/** spec §2 "Sector 43": footer links. */
export const footerGroups = [
  {
    heading: 'Explore',
    links: [
      { label: 'Automotive', redirectURI: paths.mall.page.getHref('gfm43', 'automotive') },
      { label: 'Food & Drinks', redirectURI: paths.mall.page.getHref('gfm43', 'foodAndDrinks') },
      { label: 'All Brands', redirectURI: paths.mall.page.getHref('gfm43', 'allBrands') },
    ],
  },
  {
    heading: 'Information',
    links: [
      { label: 'Plan Your Visit', redirectURI: paths.mall.page.getHref('gfm43', 'planYourVisit') },
      { label: 'What’s On', redirectURI: paths.mall.page.getHref('gfm43', 'whatsOn') },
      { label: 'Privacy Policy', redirectURI: paths.mall.page.getHref('gfm43', 'privacyPolicy') },
      { label: 'Contact Us', redirectURI: paths.mall.contact.getHref('gfm43') },
    ],
  },
] as const satisfies readonly FooterLinkGroup[];
