import type { CarBrand } from './types';

/** requirements §3/§9: car brands are open 10:00 am to 09:00 pm every day. */
const DAILY_HOURS = '10:00 am to 09:00 pm';
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const carBrands = [
  {
    name: 'Mercedes',
    mapURI: '/gfm43/contact-us',
    siteURI: 'https://www.mercedes-benz.co.in/',
    image: 'car-mercedes',
    logo: 'logo-mercedes',
    activeHours: WEEKDAYS.map(() => DAILY_HOURS),
  },
  {
    name: 'Toyota',
    mapURI: '/gfm43/contact-us',
    siteURI: 'https://www.toyotabharat.com/',
    image: 'car-toyota',
    logo: 'logo-toyota',
    activeHours: WEEKDAYS.map(() => DAILY_HOURS),
  },
] as const satisfies readonly CarBrand[];

/** requirements §2: `car` is matched case-insensitively against the name. */
export function findCarBrand(car: string | undefined): CarBrand | undefined {
  const wanted = car?.toLowerCase();
  return carBrands.find((brand) => brand.name.toLowerCase() === wanted);
}

/** requirements §3 "Car entry (showroom grid)". */
export const showroom = [
  { name: 'Mercedes', image: 'showroom-mercedes', logo: 'logo-mercedes', url: 'https://www.mercedes-benz.co.in/' },
  { name: 'Toyota', image: 'showroom-toyota', logo: 'logo-toyota', url: 'https://www.toyotabharat.com/' },
] as const;

export const carSlides = [
  {
    image: 'car-slide-1',
    alt: 'A saloon car on an evening road',
    body: 'Two showrooms, one address: test drives daily at Sector 43.',
  },
  { image: 'car-slide-2', alt: 'An SUV driving at dusk', body: 'Book a service or a test drive while you shop.' },
  {
    image: 'car-slide-3',
    alt: 'A car on the showroom floor under warm light',
    body: 'New models on display every month.',
  },
] as const;

/** requirements §2: the automotive text panel alternates between two brand blurbs. */
export const automotiveBlurbs = [
  {
    title: 'Mercedes at Sector 43',
    body: 'Step into the Mercedes showroom on the ground floor for the latest saloons and SUVs, finance advice and test drives booked around your shopping.',
  },
  {
    title: 'Toyota at Sector 43',
    body: 'From family MPVs to hybrids, the Toyota showroom has the full range on display, with service bookings and genuine accessories under the same roof.',
  },
] as const;
