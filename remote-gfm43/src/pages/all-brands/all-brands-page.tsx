import { hoursLoader, type HoursData } from '@gfm/shared/content/content-data';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';
import { StoreDirectoryWhenNear } from '@gfm/shared/features/stores';
import { Hero } from '@gfm/shared/ui/hero';
import { getImage } from '@gfm/shared/images/catalogue';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';
import { brands } from '../../data/brands';
import { mallHoursWith } from '../../data/hours';
import { gfm43Stores } from '../../data/stores';

export const GFM43_TAGS = [
  { value: 'food', label: 'Food' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'clothing', label: 'Fashion' },
  { value: 'fitness', label: 'Sports' },
] as const;

/** The mall's hours, with the days they differ from WordPress: each brand's open-now line. */
export const loader = hoursLoader(content);

/** requirements §2 `/gfm43/all-brands`: hero and the 14 brands, searchable and filterable like Palam Vihar's directory. */
export function Component() {
  const { hours } = useLoaderData<HoursData>();
  const meta: PageMetaProps = {
    title: 'All Brands | Sector 43',
    description: `All ${brands.length} brands at Global Foyer Mall, Sector 43: restaurants, cafés, beauty, fashion and sports.`,
  };
  return (
    <>
      <PageMeta {...meta} />
      <Hero
        image={getImage('gfm43', 'hero-all-brands')}
        alt="The Sector 43 mall at sunset"
        title="All Brands"
        claim={`${brands.length} brands to discover at Sector 43.`}
      />
      <StoreDirectoryWhenNear
        stores={gfm43Stores()}
        tags={GFM43_TAGS}
        mallHours={mallHoursWith(hours)}
        noun={{ one: 'brand', many: 'brands' }}
        placeholder="Brand name, e.g. Brew Theory"
        planTitle="Sector 43 floor plan"
      />
    </>
  );
}
