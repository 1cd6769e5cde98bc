import { contentData, type HoursData } from '../../content/content-data';
import type { MallContentSource } from '../../content/mall-content-source';
import type { MallId } from '../../data/malls';
import { notEndedAt } from '../../dated/dated';
import { storeHref, type Store } from '../stores';
import type { WhatsOnProps } from './whats-on/whats-on';

/**
 * The loader of a mall's What's on page: its offers and events from WordPress
 * not ended when the page is rendered (the page shows those running, and
 * those to come as their time comes), each offer with its shop's name and page.
 */
export function whatsOnLoader(mall: MallId, source: MallContentSource, stores: () => readonly Store[]) {
  return () =>
    contentData<WhatsOnProps>(
      source,
      ['offers', 'events'],
      (content, now) => {
        const byId = new Map(stores().map((store) => [store.id, store]));
        const offers = notEndedAt(content?.offers ?? [], now).map((offer) => {
          const store = offer.store ? byId.get(offer.store) : undefined;
          return store ? { ...offer, storeName: store.name, storeHref: storeHref(store) } : offer;
        });
        return {
          mall,
          offers,
          events: notEndedAt(content?.events ?? [], now),
          now: now.toISOString(),
          ...(content ? {} : { unavailable: true as const }),
        };
      },
      (value) => [...value.offers, ...value.events],
    );
}

/** The loader of a page that shows what holds from today on (the hours' exceptions): the page's clock and the days the hours differ. */
export function renderedTodayLoader(source: MallContentSource) {
  return () =>
    contentData<HoursData & { now: string }>(source, ['hours'], (content, now) => ({
      hours: content?.hours ?? [],
      now: now.toISOString(),
    }));
}
