import { data, type LoaderFunctionArgs } from '@gfm/shared/router';
import { runningAt } from '../../dated/dated';
import { freshUntilNextChange } from '../../dated/fresh-until';
import type { DatedOffer } from '../../dated/offers-and-events';
import type { Store } from './store';

export interface StorePageData {
  id: string;
  offers: DatedOffer[];
  now: string;
}

/**
 * The loader of a store's page: an unknown id is the 404 page (decision 027);
 * the store's offers are those running now, filtered as the page is rendered.
 */
export function storePageLoader(
  param: string,
  find: (id: string | undefined) => Store | undefined,
  offers: readonly DatedOffer[],
) {
  return ({ params }: LoaderFunctionArgs) => {
    const store = find(params[param]);
    if (!store) throw data(null, { status: 404 });
    const now = new Date();
    const own = offers.filter((offer) => offer.store === store.id);
    return freshUntilNextChange<StorePageData>(
      { id: store.id, offers: runningAt(own, now), now: now.toISOString() },
      own,
      now,
    );
  };
}
