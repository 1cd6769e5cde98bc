import type { Brand } from './types';

/** spec §2/§3: the 14 brands of the all-brands page; the first 11 are the food page's. */
export const brands = [
  { name: 'Spice Route', logo: 'brand-spice-route', category: 'North Indian' },
  { name: 'Brew Theory', logo: 'brand-brew-theory', category: 'Cafe' },
  { name: 'Tandoor Tales', logo: 'brand-tandoor-tales', category: 'Grill & Kebabs' },
  { name: 'Sugar Bloom', logo: 'brand-sugar-bloom', category: 'Patisserie' },
  { name: 'Noodle Nest', logo: 'brand-noodle-nest', category: 'Pan-Asian' },
  { name: 'Dosa District', logo: 'brand-dosa-district', category: 'South Indian' },
  { name: 'Chai Chapter', logo: 'brand-chai-chapter', category: 'Tea House' },
  { name: 'Piazza Forno', logo: 'brand-piazza-forno', category: 'Wood-fired Pizza' },
  { name: 'Juice Junction', logo: 'brand-juice-junction', category: 'Juices & Smoothies' },
  { name: 'Scoop Street', logo: 'brand-scoop-street', category: 'Ice Cream' },
  { name: 'Bombay Bites', logo: 'brand-bombay-bites', category: 'Street Food' },
  { name: 'Lumière Salon', logo: 'brand-lumiere-salon', category: 'Beauty & Salon' },
  { name: 'Urban Threads', logo: 'brand-urban-threads', category: 'Fashion' },
  { name: 'Pickle & Paddle', logo: 'brand-pickle-and-paddle', category: 'Pickleball & Sports' },
] as const satisfies readonly Brand[];

/** spec §2/§9: the food page shows the first 11 brands. */
export const FOOD_PAGE_BRAND_COUNT = 11;
