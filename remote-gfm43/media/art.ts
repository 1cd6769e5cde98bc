/**
 * Sector 43's pictures and clips (decision 049): what `npm run media -w
 * remote-gfm43` draws into media/uploads/gfm43, with the set it writes to
 * src/data/images.ts and the clip catalogue src/data/clips.ts. A brand's logo
 * is drawn from src/data/brands.ts; a picture file in media/art/
 * (`<name>.svg`, `.png`, `.jpg`) is used as it is, in place of a drawing of
 * the same name.
 */
import type { MediaArt } from '@gfm/media/art-kit';
import { brands } from '../src/data/brands';

const partnerNames = [
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

const deals = [
  ['UP TO 50% OFF', 'Festive fashion', 'clothing'],
  ['BUY 1 GET 1', 'On every coffee', 'drink'],
  ['FLAT 30% OFF', 'Beauty & wellness', 'beauty'],
  ['FREE DESSERT', 'With every meal', 'dessert'],
  ['20% OFF', 'Sports & fitness gear', 'fitness'],
] as const;

export const art: MediaArt = {
  set: 'gfm43',
  images: ({
    landscape,
    mallFacade,
    offerBanner,
    motifScene,
    dishScene,
    carScene,
    monogramBadge,
    wordmark,
    palettes,
    slugify,
    motifOfCategory,
    partnerMotifs,
  }) => [
    landscape('hero-home', 2400, 1200, (_p, s) => mallFacade(2400, 1200, palettes.plum, s)),
    landscape('hero-all-brands', 2400, 900, (_p, s) => mallFacade(2400, 900, palettes.sunset, s)),
    landscape('hero-food', 2400, 900, (_p, s) => motifScene(2400, 900, palettes.saffron, s, 'food')),
    landscape('celebrations-banner', 2400, 800, (_p, s) =>
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
    ...deals.map(([headline, detail, motif], index) =>
      landscape(`deal-${index + 1}`, 960, 1200, (p, s) => offerBanner(960, 1200, p, s, headline, detail, motif)),
    ),
    ...partnerNames.map((name, index) =>
      landscape(`partner-${slugify(name)}`, 480, 240, (p, s) =>
        wordmark(480, 240, p, s, name, '', partnerMotifs[index % partnerMotifs.length] ?? 'retail'),
      ),
    ),
    ...brands.map((brand) =>
      landscape(brand.logo, 480, 480, (p, s) =>
        wordmark(480, 480, p, s, brand.name, brand.category, motifOfCategory(brand.category)),
      ),
    ),
    ...[1, 2, 3].map((index) =>
      landscape(`food-offer-${index}`, 1200, 800, (p, s) =>
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
      landscape(`food-strip-${index}`, 768, 1200, (p, s) => dishScene(768, 1200, p, s)),
    ),
    landscape('car-slide-1', 2400, 1000, (_p, s) => carScene(2400, 1000, palettes.night, s, 'sedan', true)),
    landscape('car-slide-2', 2400, 1000, (_p, s) => carScene(2400, 1000, palettes.ocean, s, 'suv', true)),
    landscape('car-slide-3', 2400, 1000, (_p, s) => carScene(2400, 1000, palettes.sunset, s, 'sedan', false)),
    landscape('car-mercedes', 1200, 800, (_p, s) => carScene(1200, 800, palettes.night, s, 'sedan', false)),
    landscape('car-toyota', 1200, 800, (_p, s) => carScene(1200, 800, palettes.ocean, s, 'suv', false)),
    landscape('showroom-mercedes', 1200, 800, (_p, s) => carScene(1200, 800, palettes.plum, s, 'sedan', false)),
    landscape('showroom-toyota', 1200, 800, (_p, s) => carScene(1200, 800, palettes.mint, s, 'suv', false)),
    { name: 'logo-mercedes', width: 480, height: 480, draw: () => monogramBadge(480, palettes.night, 'M', 'Mercedes') },
    { name: 'logo-toyota', width: 480, height: 480, draw: () => monogramBadge(480, palettes.ocean, 'T', 'Toyota') },
    ...[1, 2, 3, 4, 5, 6].map((index) =>
      landscape(`newsletter-${index}`, 768, 960, (p, s) =>
        index % 2
          ? motifScene(768, 960, p, s, (['clothing', 'food', 'beauty'] as const)[index % 3] ?? 'retail')
          : dishScene(768, 960, p, s),
      ),
    ),
  ],
  clips: [
    { name: 'entertainment-1', palette: 'night', motif: 'entertainment', title: 'Movie night at the multiplex' },
    { name: 'entertainment-2', palette: 'berry', motif: 'celebration', title: 'Live music in the atrium' },
    { name: 'entertainment-3', palette: 'ocean', motif: 'fitness', title: 'Pickleball on the rooftop courts' },
    { name: 'food-loop', palette: 'saffron', motif: 'food', title: 'Fresh from the food court' },
    { name: 'highlights-1', palette: 'sunset', motif: 'dessert', title: 'Desserts of the week' },
    { name: 'highlights-2', palette: 'mint', motif: 'drink', title: 'Cold brews and shakes' },
    { name: 'highlights-3', palette: 'rose', motif: 'food', title: 'Chef specials' },
  ],
};
