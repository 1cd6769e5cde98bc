import type { BrandCard } from '@gfm/shared/ui/brand-grid';
import type { HoursException } from '@gfm/shared/data/site';
import { storeCards } from '@gfm/shared/features/stores';
import { mallHoursWith } from '../../data/hours';
import { toPalamStore } from '../../data/stores';
import type { Shop } from '../../data/types';

/** Shop cards that link to each shop's page and say whether it is open (with the days the mall's hours differ). */
export function toBrandCards(shops: readonly Shop[], exceptions: readonly HoursException[]): BrandCard[] {
  return storeCards(shops.map(toPalamStore), mallHoursWith(exceptions));
}
