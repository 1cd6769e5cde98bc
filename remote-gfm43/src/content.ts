import { mallContentSource } from '@gfm/shared/content/mall-content-source';

/**
 * What Sector 43's marketing staff publish in WordPress (decision 077): the
 * offers, events and days the hours differ, read by this remote's loaders
 * and checked against this mall's own directory (asked for only when
 * WordPress is read, so a page's own code does not carry the directory).
 */
export const content = mallContentSource({
  mall: 'gfm43',
  storeIds: async () => {
    const [{ brands }, { slugOf }] = await Promise.all([import('./data/brands'), import('@gfm/shared/text/slug')]);
    return brands.map((brand) => slugOf(brand.name));
  },
});
