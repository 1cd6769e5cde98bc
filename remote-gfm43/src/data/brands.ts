import type { Brand } from './types';

/** requirements §2/§3: the 14 brands of the all-brands page; the first 11 are the food page's. */
export const brands = [
  { name: 'Spice Route', logo: 'brand-spice-route', category: 'North Indian', unit: 'SF-04' },
  { name: 'Brew Theory', logo: 'brand-brew-theory', category: 'Cafe', unit: 'GF-12' },
  { name: 'Tandoor Tales', logo: 'brand-tandoor-tales', category: 'Grill & Kebabs', unit: 'SF-07' },
  { name: 'Sugar Bloom', logo: 'brand-sugar-bloom', category: 'Patisserie', unit: 'GF-15' },
  { name: 'Noodle Nest', logo: 'brand-noodle-nest', category: 'Pan-Asian', unit: 'SF-10' },
  { name: 'Dosa District', logo: 'brand-dosa-district', category: 'South Indian', unit: 'SF-13' },
  { name: 'Chai Chapter', logo: 'brand-chai-chapter', category: 'Tea House', unit: 'GF-18' },
  { name: 'Piazza Forno', logo: 'brand-piazza-forno', category: 'Wood-fired Pizza', unit: 'SF-16' },
  { name: 'Juice Junction', logo: 'brand-juice-junction', category: 'Juices & Smoothies', unit: 'SF-22' },
  { name: 'Scoop Street', logo: 'brand-scoop-street', category: 'Ice Cream', unit: 'GF-21' },
  { name: 'Bombay Bites', logo: 'brand-bombay-bites', category: 'Street Food', unit: 'SF-25' },
  { name: 'Lumière Salon', logo: 'brand-lumiere-salon', category: 'Beauty & Salon', unit: 'FF-08' },
  { name: 'Urban Threads', logo: 'brand-urban-threads', category: 'Fashion', unit: 'FF-14' },
  { name: 'Pickle & Paddle', logo: 'brand-pickle-and-paddle', category: 'Pickleball & Sports', unit: 'TF-03' },
] as const satisfies readonly Brand[];

/** requirements §2/§9: the food page shows the first 11 brands. */
export const FOOD_PAGE_BRAND_COUNT = 11;
