import type { SearchIndexModule } from '@gfm/shared/contracts/remotes';
import { paths } from '@gfm/shared/paths';
import { unitLocation } from '@gfm/shared/features/stores';
import { shops } from './data/shops';

/** Palam Vihar's shops for the site's search, published with the build as search-index.json. */
export const searchEntries: SearchIndexModule['searchEntries'] = () =>
  shops.map((shop) => ({
    mall: 'gfmpalam',
    name: shop.name,
    category: shop.category,
    keywords: [shop.tag, ...(unitLocation(shop.id)?.split(',').slice(0, 1) ?? [])],
    href: paths.mall.store.getHref('gfmpalam', shop.id),
  }));
