import { hoursLoader, type HoursData } from '@gfm/shared/content/content-data';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';
import { StoreDirectoryWhenNear } from '@gfm/shared/features/stores';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';
import { CategoryHero } from '../../components/category-hero/category-hero';
import { mallHoursWith } from '../../data/hours';
import { palamStores } from '../../data/stores';
import { shops } from '../../data/shops';

export const PALAM_TAGS = [
  { value: 'retail', label: 'Retail' },
  { value: 'food', label: 'Food' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'clothing', label: 'Clothing' },
] as const;

/** The mall's hours, with the days they differ from WordPress: each shop's open-now line. */
export const loader = hoursLoader(content);

/** requirements §2 `/gfmpalam/all-brands`: all shops, with the directory search. */
export function Component() {
  const { hours } = useLoaderData<HoursData>();
  const meta: PageMetaProps = {
    title: 'All Brands | Palam Vihar',
    description:
      'Search every shop, restaurant and studio at Global Foyer Mall, Palam Vihar, by name, type and category.',
  };
  return (
    <>
      <PageMeta {...meta} />
      <CategoryHero
        image="hero-all-brands"
        alt="The Palam Vihar mall at dusk"
        title="All Brands"
        claim={`Every one of our ${shops.length} shops, restaurants and studios.`}
      />
      <StoreDirectoryWhenNear
        stores={palamStores()}
        tags={PALAM_TAGS}
        mallHours={mallHoursWith(hours)}
        placeholder="Shop name, e.g. Glam Studio"
        planTitle="Palam Vihar floor plan"
      />
    </>
  );
}
