import { mallDetails, MALL_OPENING_HOURS, type MallDetails } from '../data/site';
import type { MallId } from '../data/malls';

/** schema.org ShoppingCenter of a mall, with the stores it contains. */
export function shoppingCenter(mallId: MallId, storeNames: readonly string[]) {
  const mall: MallDetails = mallDetails[mallId];
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoppingCenter',
    name: mall.name,
    telephone: mall.phone,
    email: mall.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: mall.address.street,
      addressLocality: mall.address.city,
      addressRegion: mall.address.region,
      postalCode: mall.address.postalCode,
      addressCountry: mall.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: mall.geo.latitude, longitude: mall.geo.longitude },
    // requirements §2: open daily 10:00 AM to 10:00 PM.
    openingHours: 'Mo-Su 10:00-22:00',
    description: `Open daily, ${MALL_OPENING_HOURS}.`,
    containsPlace: storeNames.map((name) => ({ '@type': 'Store', name })),
  };
}
