import { mallContentSource } from '@gfm/shared/content/mall-content-source';

/**
 * What Palam Vihar's marketing staff publish in WordPress (decision 077): the
 * offers, events and days the hours differ, read by this remote's loaders
 * and checked against this mall's own directory (asked for only when
 * WordPress is read, so a page's own code does not carry the directory).
 */
export const content = mallContentSource({
  mall: 'gfmpalam',
  storeIds: async () => (await import('./data/shops')).shops.map((shop) => shop.id),
});
