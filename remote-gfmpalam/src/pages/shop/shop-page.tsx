import { useLoaderData } from '@gfm/shared/router';
import { StorePage, storePageLoader, type StorePageData } from '@gfm/shared/features/stores';
import { content } from '../../content';
import { mallHoursWith } from '../../data/hours';
import { wayfinding } from '../../data/wayfinding';
import { findPalamStore, palamStores } from '../../data/stores';

export const loader = storePageLoader('id', findPalamStore, content, { stores: palamStores, wayfinding });

/** The sitemap's pages of this route: one per shop. */
export const sitemapParams = () => palamStores().map((store) => ({ id: store.id }));

/** `/gfmpalam/shops/{id}`: a shop's own page. */
export function Component() {
  const { id, offers, hours, now, directions } = useLoaderData<StorePageData>();
  const stores = palamStores();
  const store = stores.find((candidate) => candidate.id === id);
  if (!store) return null;
  return (
    <StorePage
      store={store}
      mallHours={mallHoursWith(hours)}
      offers={offers}
      now={now}
      stores={stores}
      wayfinding={wayfinding}
      {...(directions ? { directions } : {})}
    />
  );
}
