import { data, type LoaderFunctionArgs } from '@gfm/shared/router';
import { runningAt } from '../../dated/dated';
import { freshUntilNextChange } from '../../dated/fresh-until';
import type { DatedOffer } from '../../dated/offers-and-events';
import { directionsQuery, type Directions } from './directions/directions';
import type { Store } from './store';
import type { MallWayfinding } from './wayfinding/graph';

export interface StorePageData {
  id: string;
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
 * the store's offers are those running now, filtered as the page is rendered;
 * the route to it is worked out here (decision 044), on the server for a
 * first visit, so the browser draws it from the page's data.
 */
export function storePageLoader(
  param: string,
  find: (id: string | undefined) => Store | undefined,
  offers: readonly DatedOffer[],
  directions?: StoreDirectionsSource,
) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const store = find(params[param]);
    if (!store) throw data(null, { status: 404 });
    const now = new Date();
    const own = offers.filter((offer) => offer.store === store.id);
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
    return freshUntilNextChange<StorePageData>(
      { id: store.id, offers: runningAt(own, now), now: now.toISOString(), ...(route ? { directions: route } : {}) },
      own,
      now,
    );
  };
}
