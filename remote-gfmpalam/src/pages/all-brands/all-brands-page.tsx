import { CategoryHero } from '../../components/category-hero/category-hero';
import { shops } from '../../data/shops';
import { ShopDirectory } from '../../directory/shop-directory';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';

/** spec §2 `/gfmpalam/all-brands`: all shops, with the directory search. */
export function AllBrandsPage() {
  const meta: PageMetaProps = { title: 'All Brands | Palam Vihar', description: 'Search every shop, restaurant and studio at Global Foyer Mall, Palam Vihar, by name, type and category.' };
  return (
    <>
      <PageMeta {...meta} />
      <CategoryHero image="hero-all-brands" alt="The Palam Vihar mall at dusk" title="All Brands" claim={`Every one of our ${shops.length} shops, restaurants and studios.`} />
      <ShopDirectory shops={shops} />
    </>
  );
}
