import { hoursLoader, type HoursData } from '@gfm/shared/content/content-data';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';
import { BrandGrid } from '@gfm/shared/ui/brand-grid';
import { CategoryHero } from '../../components/category-hero/category-hero';
import { ServicesCarousel } from '../../components/services-carousel/services-carousel';
import { toBrandCards } from '../../components/shop-grid/to-brand-cards';
import { shops } from '../../data/shops';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';

/** The mall's hours, with the days they differ from WordPress: each shop's open-now line. */
export const loader = hoursLoader(content);

export function Component() {
  const { hours } = useLoaderData<HoursData>();
  const meta: PageMetaProps = {
    title: 'Beauty & Salon | Palam Vihar',
    description:
      'Salons, spas and beauty stores at Global Foyer Mall, Palam Vihar: hair art, makeup, grooming, pedicure and manicure.',
  };
  const beauty = shops.filter((shop) => shop.tag === 'beauty');
  return (
    <>
      <PageMeta {...meta} />
      <CategoryHero
        image="hero-beauty"
        alt="Lipsticks, brushes and mirrors"
        title="Beauty & Salon"
        claim={`${beauty.length} salons, spas and beauty stores.`}
      />
      <ServicesCarousel />
      <BrandGrid brands={toBrandCards(beauty, hours)} />
    </>
  );
}
