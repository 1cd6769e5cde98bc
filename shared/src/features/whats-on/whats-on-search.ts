import type { SearchEntry } from '../../contracts/remotes';
import type { MallContentSource } from '../../content/mall-content-source';
import type { MallId } from '../../data/malls';
import { notEndedAt, runningAt } from '../../dated/dated';
import { paths } from '../../paths';
import { storeHref, type Store } from '../stores';

/**
 * A mall's offers running and events to come, for the site's one search
 * (its `routes` module's `searchEntries`, decision 077): each found by its
 * title, its shop or its place, and leading to its card on What's on.
 */
export async function whatsOnSearchEntries(
  mall: MallId,
  source: MallContentSource,
  stores: () => readonly Store[],
): Promise<SearchEntry[]> {
  const content = await source.load(['offers', 'events']);
  if (!content) return [];
  const now = new Date();
  const page = paths.mall.page.getHref(mall, 'whatsOn');
  const byId = new Map(stores().map((store) => [store.id, store]));
  return [
    ...runningAt(content.offers, now).map((offer) => {
      const store = offer.store ? byId.get(offer.store) : undefined;
      return {
        mall,
        name: offer.title,
        category: store ? `Offer at ${store.name}` : 'Offer',
        keywords: ['offer', ...(store ? [store.name, store.category] : [])],
        href: `${store ? storeHref(store) : page}${store ? '' : `#${offer.id}`}`,
      };
    }),
    ...notEndedAt(content.events, now).map((event) => ({
      mall,
      name: event.title,
      category: 'Event',
      keywords: ['event', ...(event.place ? [event.place] : [])],
      href: `${page}#${event.id}`,
    })),
  ];
}
