import type { MallId } from './malls';

export type SocialNetwork = 'Instagram' | 'Facebook' | 'YouTube';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** Site-wide details shared by both malls. */
export const socialLinks = [
  { network: 'Instagram', href: 'https://www.instagram.com/globalfoyermall/' },
  { network: 'Facebook', href: 'https://www.facebook.com/globalfoyermall/' },
  { network: 'YouTube', href: 'https://www.youtube.com/@globalfoyermall' },
] as const satisfies readonly SocialLink[];

/** requirements §1: the one external link, the pickleball membership page ('Become a Member'). */
export const MEMBERSHIP_URL = 'https://www.globalfoyermall.com/pickleball-membership';

/** requirements §2 FAQ: the mall is open daily 10:00 AM to 10:00 PM. */
export const MALL_OPENING_HOURS = '10:00 AM to 10:00 PM';

/** 'HH:MM' 24-hour local time; closes may be '24:00' or earlier than opens (past midnight, closes the next day). Equal times: never open. */
export interface DayHours {
  opens: string;
  closes: string;
}

/** Monday first, seven entries; null = closed that weekday. */
export type WeeklyHours = readonly (DayHours | null)[];

export interface HoursException {
  /** first day 'YYYY-MM-DD' */
  from: string;
  /** last day, inclusive; defaults to from */
  through?: string;
  /** what the visitor reads: 'Diwali', 'Early closing for Holi' */
  label: string;
  /** null = closed all day */
  hours: DayHours | null;
}

/** A place's opening hours: the week, and the days that differ (what features/hours computes on). */
export interface OpeningHours {
  weekly: WeeklyHours;
  /** Where two cover the same day, the later one in the list wins. */
  exceptions?: readonly HoursException[];
}

/** The same hours every day of the week. */
export const daily = (hours: DayHours): WeeklyHours => Array.from({ length: 7 }, () => hours);

/**
 * requirements §9: both malls open daily 10:00 AM to 10:00 PM (MALL_OPENING_HOURS).
 * The days a mall's hours differ (festivals, late openings) are published by
 * its marketing staff in WordPress and read by the mall's pages (decision 077).
 */
export const BRAND_HOURS: OpeningHours = {
  weekly: daily({ opens: '10:00', closes: '22:00' }),
};

export interface MallDetails {
  id: MallId;
  /** Name for headings and structured data. */
  name: string;
  address: {
    street: string;
    locality: string;
    city: string;
    region: string;
    postalCode: string;
    country: 'IN';
  };
  geo: { latitude: number; longitude: number };
  phone: string;
  email: string;
  /** The map in a new tab; the embedded map's URL is run-time configuration (MAP_URL_GFM43, MAP_URL_GFMPALAM). */
  mapLinkUrl: string;
}

/** Site details of each mall, in one typed place. */
export const mallDetails = {
  gfm43: {
    id: 'gfm43',
    name: 'Global Foyer Mall, Sector 43',
    address: {
      street: 'Golf Course Road, Sector 43',
      locality: 'Sector 43',
      city: 'Gurugram',
      region: 'Haryana',
      postalCode: '122009',
      country: 'IN',
    },
    geo: { latitude: 28.4563, longitude: 77.0966 },
    phone: '+91 124 456 4300',
    email: 'care43@globalfoyermall.com',
    mapLinkUrl: 'https://www.openstreetmap.org/?mlat=28.4563&mlon=77.0966#map=17/28.4563/77.0966',
  },
  gfmpalam: {
    id: 'gfmpalam',
    name: 'Global Foyer Mall, Palam Vihar',
    address: {
      street: 'Palam Vihar Road, Block C',
      locality: 'Palam Vihar',
      city: 'Gurugram',
      region: 'Haryana',
      postalCode: '122017',
      country: 'IN',
    },
    geo: { latitude: 28.5062, longitude: 77.0386 },
    phone: '+91 124 456 7800',
    email: 'carepalam@globalfoyermall.com',
    mapLinkUrl: 'https://www.openstreetmap.org/?mlat=28.5062&mlon=77.0386#map=17/28.5062/77.0386',
  },
} as const satisfies Record<MallId, MallDetails>;

export function formatAddress(details: MallDetails): string {
  const { street, city, region, postalCode } = details.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}
