import type { SearchIndexModule } from '@gfm/shared/contracts/remotes';
import { paths } from '@gfm/shared/paths';
// The build loads this module in Node: the store model alone, not the feature's components (decision 038).
import { storeDirectionsHref, unitLocation } from '@gfm/shared/features/stores/store';
import { shops } from './data/shops';

/** Palam Vihar's shops for the site's search, published with the build as search-index.json. */
export const searchEntries: SearchIndexModule['searchEntries'] = () =>
  shops.map((shop) => ({
    mall: 'gfmpalam',
    name: shop.name,
    category: shop.category,
    keywords: [shop.tag, ...(unitLocation(shop.id)?.split(',').slice(0, 1) ?? [])],
    href: paths.mall.store.getHref('gfmpalam', shop.id),
    ...(unitLocation(shop.id) ? { directionsHref: storeDirectionsHref({ mall: 'gfmpalam', id: shop.id }) } : {}),
  }));
