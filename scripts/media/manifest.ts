/**
 * Every image of the site: its set, name, size and how it is drawn. The image
 * build renders each one into responsive variants and writes the typed
 * catalogue from this list, so a picture a page needs is added here.
 */
import { brands as gfm43Brands } from '@gfm/remote-gfm43/data/brands';
import { shops as palamShops } from '@gfm/remote-gfmpalam/data/shops';
import {
  brokenImage,
  carScene,
  dishScene,
  mallFacade,
  monogramBadge,
  motifScene,
  offerBanner,
  paletteNames,
  palettes,
  seedOf,
  wordmark,
  type Motif,
  type Palette,
  type PaletteName,
} from './svg';

export type ImageSetId = 'gfm' | 'gfm43' | 'gfmPalam';

export interface ImageSource {
  set: ImageSetId;
  name: string;
  width: number;
  height: number;
  /** Vector images are served as SVG, without raster variants. */
  vector?: boolean;
  draw: () => string;
}

const subDirs: Record<ImageSetId, string> = { gfm: 'gfm', gfm43: 'gfm43', gfmPalam: 'gfmpalam' };
export function subDirOf(set: ImageSetId): string {
  return subDirs[set];
}

import { slugOf as slugify } from '@gfm/shared/text/slug';

export { slugify };

function paletteFor(key: string): Palette {
  const name = paletteNames[seedOf(key) % paletteNames.length] as PaletteName;
  return palettes[name];
}

/** Pictures for the brands and shops of the malls' data modules, chosen by category. */
function motifOfCategory(category: string, tag?: string): Motif {
  if (/Dessert|Bakery|Shake|Patisserie|Ice Cream/.test(category)) return 'dessert';
  if (/Cafe|Coffee|Beverage|Tea|Juice/.test(category)) return 'drink';
  if (/Gaming|Cinema|Kids Play/.test(category)) return 'entertainment';
  if (/Gift/.test(category)) return 'gift';
  if (/Fitness|Pickleball|Sport/.test(category)) return 'fitness';
  if (tag === 'food' || /Indian|Asian|Pizza|Grill|Street Food|Kebab/.test(category)) return 'food';
  if (tag === 'beauty' || /Salon|Beauty/.test(category)) return 'beauty';
  if (tag === 'clothing' || /Fashion/.test(category)) return 'clothing';
  return 'retail';
}

const partnerNames43 = [
  'Aurum Jewels',
  'Bella Casa',
  'Citrine',
  'Dune Outfitters',
  'Evergreen',
  'Fable & Co',
  'Golden Fork',
  'Harbour Lane',
  'Indigo Loom',
  'Juniper',
  'Kite Kids',
  'Lattice',
];
const partnerNamesPalam = [
  'Marigold',
  'Northwind',
  'Orchid Row',
  'Peacock Lane',
  'Quill',
  'Riverstone',
  'Saffron Sky',
  'Teal House',
  'Umber',
  'Vermilion',
  'Willow',
  'Xenia',
  'Yarn & Co',
  'Zephyr',
  'Amber Arc',
  'Bluebell',
  'Coral Bay',
  'Dhoop',
  'Ember',
  'Fern & Fig',
  'Gulmohar',
];
const partnerMotifs: Motif[] = ['retail', 'clothing', 'beauty', 'food', 'gift', 'drink'];

function landscape(
  set: ImageSetId,
  name: string,
  width: number,
  height: number,
  draw: (palette: Palette, seed: number) => string,
): ImageSource {
  const key = `${set}/${name}`;
  return { set, name, width, height, draw: () => draw(paletteFor(key), seedOf(key)) };
}

const deals43 = [
  ['UP TO 50% OFF', 'Festive fashion', 'clothing'],
  ['BUY 1 GET 1', 'On every coffee', 'drink'],
  ['FLAT 30% OFF', 'Beauty & wellness', 'beauty'],
  ['FREE DESSERT', 'With every meal', 'dessert'],
  ['20% OFF', 'Sports & fitness gear', 'fitness'],
] as const;

const offersPalam = [
  ['MEGA SALE', 'Up to 60% off fashion', 'clothing'],
  ['WEEKEND TREATS', 'Family meal combos', 'food'],
  ['GLOW UP', '25% off salon services', 'beauty'],
  ['GIFT CARDS', 'Shop for the festive season', 'gift'],
  ['KIDS FUN', 'Free play hour with shopping', 'entertainment'],
] as const;

export const imageSources: ImageSource[] = [
  // The brand set: logo (vector), landing tiles, placeholders.
  { set: 'gfm', name: 'logo', width: 240, height: 64, vector: true, draw: () => '' },
  landscape('gfm', 'landing-gfm43', 1200, 800, (p, s) => mallFacade(1200, 800, palettes.plum, s + p.sky.length)),
  landscape('gfm', 'landing-gfmpalam', 1200, 800, (_p, s) => mallFacade(1200, 800, palettes.teal, s)),
  landscape('gfm', 'blog-placeholder', 1200, 800, (_p, s) => motifScene(1200, 800, palettes.rose, s, 'celebration')),
  { set: 'gfm', name: 'image-fallback', width: 960, height: 640, draw: () => brokenImage(960, 640) },

  // Sector 43.
  landscape('gfm43', 'hero-home', 2400, 1200, (_p, s) => mallFacade(2400, 1200, palettes.plum, s)),
  landscape('gfm43', 'hero-all-brands', 2400, 900, (_p, s) => mallFacade(2400, 900, palettes.sunset, s)),
  landscape('gfm43', 'hero-food', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.saffron, s, 'food')),
  landscape('gfm43', 'celebrations-banner', 2400, 800, (_p, s) =>
    offerBanner(
      2400,
      800,
      palettes.berry,
      s,
      'CELEBRATIONS',
      'Birthdays, anniversaries and festivals at Sector 43',
      'celebration',
    ),
  ),
  ...deals43.map(([headline, detail, motif], index) =>
    landscape('gfm43', `deal-${index + 1}`, 960, 1200, (p, s) => offerBanner(960, 1200, p, s, headline, detail, motif)),
  ),
  ...partnerNames43.map((name, index) =>
    landscape('gfm43', `partner-${slugify(name)}`, 480, 240, (p, s) =>
      wordmark(480, 240, p, s, name, '', partnerMotifs[index % partnerMotifs.length] ?? 'retail'),
    ),
  ),
  ...gfm43Brands.map((brand) =>
    landscape('gfm43', brand.logo, 480, 480, (p, s) =>
      wordmark(480, 480, p, s, brand.name, brand.category, motifOfCategory(brand.category)),
    ),
  ),
  ...[1, 2, 3].map((index) =>
    landscape('gfm43', `food-offer-${index}`, 1200, 800, (p, s) =>
      offerBanner(
        1200,
        800,
        p,
        s,
        ['FOOD FEST', 'HAPPY HOURS', 'THALI DAYS'][index - 1] ?? '',
        ['30+ kitchens, one court', '4 to 7 pm, every weekday', 'Unlimited thalis on Sundays'][index - 1] ?? '',
        index === 2 ? 'drink' : 'food',
      ),
    ),
  ),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((index) =>
    landscape('gfm43', `food-strip-${index}`, 768, 1200, (p, s) => dishScene(768, 1200, p, s)),
  ),
  landscape('gfm43', 'car-slide-1', 2400, 1000, (_p, s) => carScene(2400, 1000, palettes.night, s, 'sedan', true)),
  landscape('gfm43', 'car-slide-2', 2400, 1000, (_p, s) => carScene(2400, 1000, palettes.ocean, s, 'suv', true)),
  landscape('gfm43', 'car-slide-3', 2400, 1000, (_p, s) => carScene(2400, 1000, palettes.sunset, s, 'sedan', false)),
  landscape('gfm43', 'car-mercedes', 1200, 800, (_p, s) => carScene(1200, 800, palettes.night, s, 'sedan', false)),
  landscape('gfm43', 'car-toyota', 1200, 800, (_p, s) => carScene(1200, 800, palettes.ocean, s, 'suv', false)),
  landscape('gfm43', 'showroom-mercedes', 1200, 800, (_p, s) => carScene(1200, 800, palettes.plum, s, 'sedan', false)),
  landscape('gfm43', 'showroom-toyota', 1200, 800, (_p, s) => carScene(1200, 800, palettes.mint, s, 'suv', false)),
  {
    set: 'gfm43',
    name: 'logo-mercedes',
    width: 480,
    height: 480,
    draw: () => monogramBadge(480, palettes.night, 'M', 'Mercedes'),
  },
  {
    set: 'gfm43',
    name: 'logo-toyota',
    width: 480,
    height: 480,
    draw: () => monogramBadge(480, palettes.ocean, 'T', 'Toyota'),
  },
  ...[1, 2, 3, 4, 5, 6].map((index) =>
    landscape('gfm43', `newsletter-${index}`, 768, 960, (p, s) =>
      index % 2
        ? motifScene(768, 960, p, s, (['clothing', 'food', 'beauty'] as const)[index % 3] ?? 'retail')
        : dishScene(768, 960, p, s),
    ),
  ),
  ...[1, 2, 3].map((index) =>
    landscape('gfm', `blog-slide-${index}`, 1536, 768, (p, s) =>
      motifScene(1536, 768, p, s, (['celebration', 'food', 'entertainment'] as const)[index - 1] ?? 'retail'),
    ),
  ),

  // Palam Vihar.
  landscape('gfmPalam', 'hero-home', 2400, 1200, (_p, s) => mallFacade(2400, 1200, palettes.teal, s)),
  landscape('gfmPalam', 'banner', 2400, 800, (_p, s) =>
    offerBanner(
      2400,
      800,
      palettes.ocean,
      s,
      'THE MALL OF YOUR DREAMS',
      'More than 200 luxury brands in Palam Vihar',
      'retail',
    ),
  ),
  ...offersPalam.map(([headline, detail, motif], index) =>
    landscape('gfmPalam', `offer-${index + 1}`, 1536, 768, (p, s) =>
      offerBanner(1536, 768, p, s, headline, detail, motif),
    ),
  ),
  ...partnerNamesPalam.map((name, index) =>
    landscape('gfmPalam', `partner-${slugify(name)}`, 480, 240, (p, s) =>
      wordmark(480, 240, p, s, name, '', partnerMotifs[index % partnerMotifs.length] ?? 'retail'),
    ),
  ),
  ...['Hair Art', 'Makeup', "Men's Grooming", 'Pedicure & Manicure'].map((service) =>
    landscape('gfmPalam', `service-${slugify(service)}`, 960, 1200, (p, s) => motifScene(960, 1200, p, s, 'beauty')),
  ),
  landscape('gfmPalam', 'hero-beauty', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.coral, s, 'beauty')),
  landscape('gfmPalam', 'hero-food', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.saffron, s, 'food')),
  landscape('gfmPalam', 'hero-clothing', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.berry, s, 'clothing')),
  landscape('gfmPalam', 'hero-fitness', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.mint, s, 'fitness')),
  landscape('gfmPalam', 'hero-all-brands', 2400, 900, (_p, s) => mallFacade(2400, 900, palettes.ocean, s)),
  ...[1, 2, 3, 4].map((index) =>
    landscape('gfmPalam', `food-carousel-${index}`, 1536, 768, (p, s) => dishScene(1536, 768, p, s)),
  ),
  ...[1, 2, 3].map((index) =>
    landscape('gfmPalam', `clothing-offer-${index}`, 1200, 800, (p, s) =>
      offerBanner(
        1200,
        800,
        p,
        s,
        ['NEW SEASON', 'ETHNIC EDIT', 'DENIM DAYS'][index - 1] ?? '',
        ['Fresh arrivals every week', 'Festive wear from 12 labels', 'Any two jeans for ₹2,999'][index - 1] ?? '',
        'clothing',
      ),
    ),
  ),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) =>
    landscape('gfmPalam', `newsletter-${index}`, 768, 960, (p, s) =>
      index % 3 === 0
        ? dishScene(768, 960, p, s)
        : motifScene(768, 960, p, s, (['clothing', 'beauty', 'gift', 'fitness'] as const)[index % 4] ?? 'retail'),
    ),
  ),
  ...palamShops.map((shop) =>
    landscape('gfmPalam', shop.image, 480, 480, (p, s) =>
      wordmark(480, 480, p, s, shop.name, shop.category, motifOfCategory(shop.category, shop.tag)),
    ),
  ),
];
