import type { SearchIndexModule } from '@gfm/shared/contracts/remotes';
import { paths } from '@gfm/shared/paths';
// The build loads this module in Node: the store model alone, not the feature's components (decision 038).
import { storeDirectionsHref, unitLocation } from '@gfm/shared/features/stores/store';
import { slugOf } from '@gfm/shared/text/slug';
import { brands } from './data/brands';

/** Sector 43's brands for the site's search, published with the build as search-index.json. */
export const searchEntries: SearchIndexModule['searchEntries'] = () =>
  brands.map((brand) => ({
    mall: 'gfm43',
    name: brand.name,
    category: brand.category,
    keywords: unitLocation(brand.unit)?.split(',').slice(0, 1) ?? [],
    href: paths.mall.store.getHref('gfm43', slugOf(brand.name)),
    ...(unitLocation(brand.unit)
      ? { directionsHref: storeDirectionsHref({ mall: 'gfm43', id: slugOf(brand.name) }) }
      : {}),
  }));
