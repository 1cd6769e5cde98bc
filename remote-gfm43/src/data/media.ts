import type { VideoName } from './clips';
import type { Gfm43Image } from './types';

/** requirements §2: partner logos, in two rows moving in opposite directions. */
export const partners = [
  { name: 'Aurum Jewels', image: 'partner-aurum-jewels' },
  { name: 'Bella Casa', image: 'partner-bella-casa' },
  { name: 'Citrine', image: 'partner-citrine' },
  { name: 'Dune Outfitters', image: 'partner-dune-outfitters' },
  { name: 'Evergreen', image: 'partner-evergreen' },
  { name: 'Fable & Co', image: 'partner-fable-and-co' },
  { name: 'Golden Fork', image: 'partner-golden-fork' },
  { name: 'Harbour Lane', image: 'partner-harbour-lane' },
  { name: 'Indigo Loom', image: 'partner-indigo-loom' },
  { name: 'Juniper', image: 'partner-juniper' },
  { name: 'Kite Kids', image: 'partner-kite-kids' },
  { name: 'Lattice', image: 'partner-lattice' },
] as const satisfies readonly { name: string; image: Gfm43Image }[];

export const deals = [
  { image: 'deal-1', alt: 'Up to 50% off festive fashion' },
  { image: 'deal-2', alt: 'Buy 1 get 1 on every coffee' },
  { image: 'deal-3', alt: 'Flat 30% off beauty and wellness' },
  { image: 'deal-4', alt: 'Free dessert with every meal' },
  { image: 'deal-5', alt: '20% off sports and fitness gear' },
] as const satisfies readonly { image: Gfm43Image; alt: string }[];

export const entertainmentVideos = [
  'entertainment-1',
  'entertainment-2',
  'entertainment-3',
] as const satisfies readonly VideoName[];

/** requirements §3: the newsletter slider holds 6 images for Sector 43. */
export const newsletterImages = [
  { image: 'newsletter-1', alt: 'A new season of fashion in the atrium' },
  { image: 'newsletter-2', alt: 'A shared plate at the food court' },
  { image: 'newsletter-3', alt: 'A beauty counter with lipsticks and mirrors' },
  { image: 'newsletter-4', alt: 'Lunch with friends' },
  { image: 'newsletter-5', alt: 'Shopping bags and new clothes' },
  { image: 'newsletter-6', alt: 'Dinner at one of the restaurants' },
] as const satisfies readonly { image: Gfm43Image; alt: string }[];

export const foodOffers = [
  { image: 'food-offer-1', alt: 'Food fest: more than 30 kitchens in one food court' },
  { image: 'food-offer-2', alt: 'Happy hours from 4 to 7 pm every weekday' },
  { image: 'food-offer-3', alt: 'Thali days: unlimited thalis on Sundays' },
] as const satisfies readonly { image: Gfm43Image; alt: string }[];

export const foodStrip = [
  { image: 'food-strip-1', label: 'Biryani', alt: 'A plate of biryani seen from above' },
  { image: 'food-strip-2', label: 'Dosa', alt: 'A dosa with chutneys' },
  { image: 'food-strip-3', label: 'Pizza', alt: 'A wood-fired pizza' },
  { image: 'food-strip-4', label: 'Noodles', alt: 'A bowl of noodles' },
  { image: 'food-strip-5', label: 'Kebabs', alt: 'A platter of kebabs' },
  { image: 'food-strip-6', label: 'Salads', alt: 'A fresh salad bowl' },
  { image: 'food-strip-7', label: 'Desserts', alt: 'A plate of desserts' },
  { image: 'food-strip-8', label: 'Chaat', alt: 'A plate of street-style chaat' },
] as const satisfies readonly { image: Gfm43Image; label: string; alt: string }[];

export const FOOD_LOOP_VIDEO: VideoName = 'food-loop';
export const highlightVideos = ['highlights-1', 'highlights-2', 'highlights-3'] as const satisfies readonly VideoName[];
