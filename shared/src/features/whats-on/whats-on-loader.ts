import type { MallId } from '../../data/malls';
import { notEndedAt, runningAt } from '../../dated/dated';
import { freshUntilNextChange } from '../../dated/fresh-until';
import type { DatedOffer, MallEvent } from '../../dated/offers-and-events';
import { storeHref, type Store } from '../stores';
import type { WhatsOnProps } from './whats-on/whats-on';

/** The loader of a mall's What's on page: offers running and events to come, as the page is rendered. */
export function whatsOnLoader(
  mall: MallId,
  offers: readonly DatedOffer[],
  events: readonly MallEvent[],
  stores: () => readonly Store[],
) {
  return () => {
    const now = new Date();
    const byId = new Map(stores().map((store) => [store.id, store]));
    const running = runningAt(offers, now).flatMap((offer) => {
      const store = byId.get(offer.store);
      return store ? [{ ...offer, storeName: store.name, storeHref: storeHref(store) }] : [];
    });
    return freshUntilNextChange<WhatsOnProps>(
      { mall, offers: running, events: notEndedAt(events, now), now: now.toISOString() },
      [...offers, ...events],
      now,
    );
  };
}

/** The loader of a page that shows what holds from today on (hours' exceptions): its clock, kept until midnight. */
export function renderedTodayLoader() {
  const now = new Date();
  return freshUntilNextChange({ now: now.toISOString() }, [], now);
}
