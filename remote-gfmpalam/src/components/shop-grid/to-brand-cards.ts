import type { BrandCard } from '@gfm/shared/components/brand-grid';
import { getImage } from '@gfm/shared/images/catalogue';
import type { Shop } from '../../data/types';

const FLOORS: Record<string, string> = { GF: 'Ground floor', FF: 'First floor', SF: 'Second floor', TF: 'Third floor' };

/** A fixed floor-and-unit id ("GF-67") tells where the shop is; a random id does not. */
export function locationOf(id: string): string | undefined {
  const match = /^(GF|FF|SF|TF)-(\d+)$/.exec(id);
  return match ? `${FLOORS[match[1] ?? ''] ?? ''}, unit ${match[1]}-${match[2]}` : undefined;
}

export function toBrandCards(shops: readonly Shop[]): BrandCard[] {
  return shops.map((shop) => {
    const location = locationOf(shop.id);
    return {
      id: shop.id,
      name: shop.name,
      category: shop.category,
      logo: getImage('gfmPalam', shop.image),
      alt: shop.alt,
      ...(shop.phone ? { phone: shop.phone } : {}),
      ...(location ? { location } : {}),
    };
  });
}
