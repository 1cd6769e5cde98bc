import { CategoryHero } from '../../components/category-hero/category-hero';
import { shops } from '../../data/shops';
import { ShopDirectory } from '../../directory/shop-directory';

/** spec §2 `/gfmpalam/all-brands`: all shops, with the directory search. */
export function AllBrandsPage() {
  return (
    <>
      <CategoryHero image="hero-all-brands" alt="The Palam Vihar mall at dusk" title="All Brands" claim={`Every one of our ${shops.length} shops, restaurants and studios.`} />
      <ShopDirectory shops={shops} />
    </>
  );
}
