/**
 * Palam Vihar's pictures (decision 049): what `npm run media -w
 * remote-gfmpalam` draws into media/uploads/gfmpalam, with the set it writes
 * to src/data/images.ts. A shop's logo is drawn from src/data/shops.ts; a
 * picture file in media/art/ (`<name>.svg`, `.png`, `.jpg`) is used as it is,
 * in place of a drawing of the same name.
 */
import type { MediaArt } from '@gfm/media/art-kit';
import { shops } from '../src/data/shops';

const partnerNames = [
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

const offers = [
  ['MEGA SALE', 'Up to 60% off fashion', 'clothing'],
  ['WEEKEND TREATS', 'Family meal combos', 'food'],
  ['GLOW UP', '25% off salon services', 'beauty'],
  ['GIFT CARDS', 'Shop for the festive season', 'gift'],
  ['KIDS FUN', 'Free play hour with shopping', 'entertainment'],
] as const;

export const art: MediaArt = {
  set: 'gfmpalam',
  // The set was called "gfmPalam" when these were first drawn: the seeds keep it, so the pictures stay the same.
  seed: 'gfmPalam',
  images: ({
    landscape,
    mallFacade,
    offerBanner,
    motifScene,
    dishScene,
    wordmark,
    palettes,
    slugify,
    motifOfCategory,
    partnerMotifs,
  }) => [
    landscape('hero-home', 2400, 1200, (_p, s) => mallFacade(2400, 1200, palettes.teal, s)),
    landscape('banner', 2400, 800, (_p, s) =>
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
    ...offers.map(([headline, detail, motif], index) =>
      landscape(`offer-${index + 1}`, 1536, 768, (p, s) => offerBanner(1536, 768, p, s, headline, detail, motif)),
    ),
    ...partnerNames.map((name, index) =>
      landscape(`partner-${slugify(name)}`, 480, 240, (p, s) =>
        wordmark(480, 240, p, s, name, '', partnerMotifs[index % partnerMotifs.length] ?? 'retail'),
      ),
    ),
    ...['Hair Art', 'Makeup', "Men's Grooming", 'Pedicure & Manicure'].map((service) =>
      landscape(`service-${slugify(service)}`, 960, 1200, (p, s) => motifScene(960, 1200, p, s, 'beauty')),
    ),
    landscape('hero-beauty', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.coral, s, 'beauty')),
    landscape('hero-food', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.saffron, s, 'food')),
    landscape('hero-clothing', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.berry, s, 'clothing')),
    landscape('hero-fitness', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.mint, s, 'fitness')),
    landscape('hero-all-brands', 2400, 900, (_p, s) => mallFacade(2400, 900, palettes.ocean, s)),
    ...[1, 2, 3, 4].map((index) =>
      landscape(`food-carousel-${index}`, 1536, 768, (p, s) => dishScene(1536, 768, p, s)),
    ),
    ...[1, 2, 3].map((index) =>
      landscape(`clothing-offer-${index}`, 1200, 800, (p, s) =>
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
      landscape(`newsletter-${index}`, 768, 960, (p, s) =>
        index % 3 === 0
          ? dishScene(768, 960, p, s)
          : motifScene(768, 960, p, s, (['clothing', 'beauty', 'gift', 'fitness'] as const)[index % 4] ?? 'retail'),
      ),
    ),
    ...shops.map((shop) =>
      landscape(shop.image, 480, 480, (p, s) =>
        wordmark(480, 480, p, s, shop.name, shop.category, motifOfCategory(shop.category, shop.tag)),
      ),
    ),
  ],
};
