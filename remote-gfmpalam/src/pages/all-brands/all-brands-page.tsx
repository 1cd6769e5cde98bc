import { CategoryHero } from '../../components/category-hero/category-hero';
import { shops } from '../../data/shops';
import { ShopDirectory } from '../../directory/shop-directory';
import { usePageMeta } from '@gfm/shared/seo/use-page-meta';

/** spec §2 `/gfmpalam/all-brands`: all shops, with the directory search. */
export function AllBrandsPage() {
  usePageMeta({ title: 'All Brands | Palam Vihar', description: 'Search every shop, restaurant and studio at Global Foyer Mall, Palam Vihar, by name, type and category.' });
  return (
    <>
      <CategoryHero image="hero-all-brands" alt="The Palam Vihar mall at dusk" title="All Brands" claim={`Every one of our ${shops.length} shops, restaurants and studios.`} />
      <ShopDirectory shops={shops} />
    </>
  );
}
