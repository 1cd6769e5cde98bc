import { getImage } from '@gfm/shared/images/catalogue';
import type { Store } from '@gfm/shared/features/stores';
import { shopHours } from './hours';
import { shops } from './shops';
import type { Shop } from './types';

/** A fixed floor-and-unit id ("GF-67") is the shop's unit; a random id is a kiosk or pop-up. */
const UNIT = /^(GF|FF|SF|TF)-\d+$/;

/** A Palam Vihar shop as every part of the site sees a store. */
export function toPalamStore(shop: Shop): Store {
  return {
    mall: 'gfmpalam',
    id: shop.id,
    name: shop.name,
    category: shop.category,
    tag: shop.tag,
    ...(shop.phone ? { phone: shop.phone } : {}),
    ...(UNIT.test(shop.id) ? { unit: shop.id } : { place: 'A kiosk or pop-up: ask at the information desk by gate 1' }),
    ...(shopHours[shop.id] ? { hours: shopHours[shop.id] } : {}),
    logo: getImage('gfmpalam', shop.image),
    alt: shop.alt,
  };
}

export const palamStores = (): Store[] => shops.map(toPalamStore);

export const findPalamStore = (id: string | undefined) => palamStores().find((store) => store.id === id);
