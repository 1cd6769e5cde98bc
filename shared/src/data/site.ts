import type { FooterSocialLink } from '../components/footer/footer';

/** Site-wide details shared by both malls. */
export const socialLinks = [
  { network: 'Instagram', href: 'https://www.instagram.com/globalfoyermall/' },
  { network: 'Facebook', href: 'https://www.facebook.com/globalfoyermall/' },
  { network: 'YouTube', href: 'https://www.youtube.com/@globalfoyermall' },
] as const satisfies readonly FooterSocialLink[];

/** spec §1: the one external link, the pickleball membership page ('Become a Member'). */
export const MEMBERSHIP_URL = 'https://www.globalfoyermall.com/pickleball-membership';
