import type { BrandCard } from '@gfm/shared/ui/brand-grid';
import { storeCards } from '@gfm/shared/features/stores';
import { mallHours } from '../../data/hours';
import { toPalamStore } from '../../data/stores';
import type { Shop } from '../../data/types';

/** Shop cards that link to each shop's page and say whether it is open. */
export function toBrandCards(shops: readonly Shop[]): BrandCard[] {
  return storeCards(shops.map(toPalamStore), mallHours);
}
