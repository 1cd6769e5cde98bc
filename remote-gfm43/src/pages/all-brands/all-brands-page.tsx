import { BrandGrid } from '@gfm/shared/components/brand-grid';
import { Hero } from '@gfm/shared/components/hero';
import { getImage } from '@gfm/shared/images/catalogue';
import { slugOf } from '@gfm/shared/text/slug';
import { brands } from '../../data/brands';
import type { Brand } from '../../data/types';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';

export function toBrandCards(list: readonly Brand[]) {
  return list.map((brand) => ({
    id: slugOf(brand.name),
    name: brand.name,
    category: brand.category,
    logo: getImage('gfm43', brand.logo),
    ...(brand.phone ? { phone: brand.phone } : {}),
    ...(brand.location ? { location: brand.location } : {}),
  }));
}

/** spec §2 `/gfm43/all-brands`: hero and the 14 brands. */
export function AllBrandsPage() {
  const meta: PageMetaProps = { title: 'All Brands | Sector 43', description: `All ${brands.length} brands at Global Foyer Mall, Sector 43: restaurants, cafés, beauty, fashion and sports.` };
  return (
    <>
      <PageMeta {...meta} />
      <Hero image={getImage('gfm43', 'hero-all-brands')} alt="The Sector 43 mall at sunset" title="All Brands" claim={`${brands.length} brands to discover at Sector 43.`} />
      <BrandGrid brands={toBrandCards(brands)} />
    </>
  );
}
