import { getImage } from '@gfm/shared/images/catalogue';
import type { Store } from '@gfm/shared/features/stores';
import { slugOf } from '@gfm/shared/text/slug';
import { brands } from './brands';
import { brandHours } from './hours';

/** The directory's types for Sector 43's brands, by category. */
function tagOf(category: string): string {
  if (category === 'Beauty & Salon') return 'beauty';
  if (category === 'Fashion') return 'clothing';
  if (category.includes('Sports')) return 'fitness';
  return 'food';
}

/** Sector 43's brands as every part of the site sees a store; a brand's id is its slug. */
export function gfm43Stores(): Store[] {
  return brands.map((brand) => {
    const id = slugOf(brand.name);
    return {
      mall: 'gfm43',
      id,
      name: brand.name,
      category: brand.category,
      tag: tagOf(brand.category),
      unit: brand.unit,
      ...(brandHours[id] ? { hours: brandHours[id] } : {}),
      logo: getImage('gfm43', brand.logo),
      alt: `${brand.name} logo`,
    };
  });
}

export const findGfm43Store = (slug: string | undefined) =>
  gfm43Stores().find((store) => store.id === slug?.toLowerCase());
