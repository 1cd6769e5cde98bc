import { hoursLoader, type HoursData } from '@gfm/shared/content/content-data';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';
import { BrandGrid } from '@gfm/shared/ui/brand-grid';
import { CategoryHero } from '../../components/category-hero/category-hero';
import { toBrandCards } from '../../components/shop-grid/to-brand-cards';
import { shops } from '../../data/shops';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';

/** The mall's hours, with the days they differ from WordPress: each shop's open-now line. */
export const loader = hoursLoader(content);

/** The page the original footer linked to but never had (docs/decisions/003). */
export function Component() {
  const { hours } = useLoaderData<HoursData>();
  const meta: PageMetaProps = {
    title: 'Fitness | Palam Vihar',
    description: 'Gyms, yoga, dance, spin and swimming studios at Global Foyer Mall, Palam Vihar.',
  };
  const fitness = shops.filter((shop) => shop.category === 'Fitness');
  return (
    <>
      <PageMeta {...meta} />
      <CategoryHero
        image="hero-fitness"
        alt="Dumbbells and a workout mat"
        title="Fitness"
        claim={`${fitness.length} gyms and studios: strength, yoga, dance, spin and swimming.`}
      />
      <BrandGrid brands={toBrandCards(fitness, hours)} />
    </>
  );
}
