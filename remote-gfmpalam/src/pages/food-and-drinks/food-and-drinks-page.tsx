import { hoursLoader, type HoursData } from '@gfm/shared/content/content-data';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';
import { BrandGrid } from '@gfm/shared/ui/brand-grid';
import { ImageSlider } from '@gfm/shared/ui/image-slider';
import { getImage } from '@gfm/shared/images/catalogue';
import { toBrandCards } from '../../components/shop-grid/to-brand-cards';
import { foodCarousel } from '../../data/media';
import { shops } from '../../data/shops';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';
import { PageTitle } from '@gfm/shared/ui/page-title';

/** The mall's hours, with the days they differ from WordPress: each shop's open-now line. */
export const loader = hoursLoader(content);

export function Component() {
  const { hours } = useLoaderData<HoursData>();
  const meta: PageMetaProps = {
    title: 'Food & Drinks | Palam Vihar',
    description: 'Restaurants and cafés at Global Foyer Mall, Palam Vihar.',
  };
  const food = shops.filter((shop) => shop.tag === 'food');
  return (
    <>
      <PageMeta {...meta} />
      <PageTitle contained>Food &amp; Drinks</PageTitle>
      <ImageSlider
        label="Food at Palam Vihar"
        priority
        slides={foodCarousel.map((slide) => ({ image: getImage('gfmpalam', slide.image), alt: slide.alt }))}
      />
      <BrandGrid brands={toBrandCards(food, hours)} />
    </>
  );
}
