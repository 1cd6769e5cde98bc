import { data, type LoaderFunctionArgs } from '@gfm/shared/router';
import { contentData, type HoursData } from '../../content/content-data';
import type { MallContentSource } from '../../content/mall-content-source';
import { notEndedAt } from '../../dated/dated';
import type { DatedOffer } from '../../dated/offers-and-events';
import { directionsQuery, type Directions } from './directions/directions';
import type { Store } from './store';
import type { MallWayfinding } from './wayfinding/graph';

export interface StorePageData extends HoursData {
  id: string;
  /** The store's offers not ended when the page was rendered: the page shows those running. */
  offers: DatedOffer[];
  now: string;
  /** The route asked for by the address's `from` and `step-free`; for a store with a unit. */
  directions?: Directions;
}

/** What the loader needs to find routes to a mall's stores. */
export interface StoreDirectionsSource {
  stores: () => readonly Store[];
  wayfinding: MallWayfinding;
}

/**
 * The loader of a store's page: an unknown id is the 404 page (decision 027);
 * the store's offers are the mall's from WordPress (decision 077) naming it,
 * with the days the mall's hours differ;
 * the route to it is worked out here (decision 044), on the server for a
 * first visit, so the browser draws it from the page's data.
 */
export function storePageLoader(
  param: string,
  find: (id: string | undefined) => Store | undefined,
  content: MallContentSource,
  directions?: StoreDirectionsSource,
) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const store = find(params[param]);
    if (!store) throw data(null, { status: 404 });
    const asked = directionsQuery(new URL(request.url).searchParams);
    let route: Directions | undefined;
    if (directions && store.unit) {
      // The route finder comes only for an address that asks for a route: a store page alone never loads it.
      route = asked.from
        ? (await import('./directions/plan-directions')).planDirections(
            directions.stores(),
            directions.wayfinding,
            store,
            asked,
          )
        : asked;
    }
    return contentData<StorePageData>(
      content,
      ['offers', 'hours'],
      (found, now) => ({
        id: store.id,
        offers: notEndedAt(found?.offers ?? [], now).filter((offer) => offer.store === store.id),
        hours: found?.hours ?? [],
        now: now.toISOString(),
        ...(route ? { directions: route } : {}),
      }),
      (value) => value.offers,
    );
  };
}
