import { useLoaderData } from '@gfm/shared/router';
import { StorePage, storePageLoader, type StorePageData } from '@gfm/shared/features/stores';
import { content } from '../../content';
import { mallHoursWith } from '../../data/hours';
import { wayfinding } from '../../data/wayfinding';
import { findGfm43Store, gfm43Stores } from '../../data/stores';

export const loader = storePageLoader('slug', findGfm43Store, content, { stores: gfm43Stores, wayfinding });

/** The sitemap's pages of this route: one per brand. */
export const sitemapParams = () => gfm43Stores().map((store) => ({ slug: store.id }));

/** `/gfm43/brands/{slug}`: a brand's own page. */
export function Component() {
  const { id, offers, hours, now, directions } = useLoaderData<StorePageData>();
  const stores = gfm43Stores();
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
