import { hoursLoader, type HoursData } from '@gfm/shared/content/content-data';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';
import { BrandGrid } from '@gfm/shared/ui/brand-grid';
import { ExpandingStrip } from '../../components/expanding-strip/expanding-strip';
import { LoopingSlider } from '@gfm/shared/ui/looping-slider';
import { OffersCarousel } from '@gfm/shared/ui/offers-carousel';
import { SectionHeading } from '@gfm/shared/ui/section-heading';
import { Clip } from '../../components/clip/clip';
import { getImage } from '@gfm/shared/images/catalogue';
import { getVideo } from '@gfm/shared/media/videos';
import { videoCatalogue } from '../../data/clips';
import { drawnWhenNear } from '@gfm/shared/features/frame';
import { FOOD_PAGE_BRAND_COUNT } from '../../data/brands';
import { FOOD_LOOP_VIDEO, foodOffers, foodStrip, highlightVideos } from '../../data/media';
import { storeCards } from '@gfm/shared/features/stores';
import { mallHoursWith } from '../../data/hours';
import { gfm43Stores } from '../../data/stores';
import styles from './food-and-drinks-page.module.css';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';
import { PageTitle } from '@gfm/shared/ui/page-title';

/** The mall's hours, with the days they differ from WordPress: each brand's open-now line. */
export const loader = hoursLoader(content);

/** requirements §2 `/gfm43/food-and-drinks`. */
export function Component() {
  const { hours } = useLoaderData<HoursData>();
  const meta: PageMetaProps = {
    title: 'Food & Drinks | Sector 43',
    description:
      'Restaurants, cafés and the food court at Global Foyer Mall, Sector 43: offers, dishes and this week’s highlights.',
  };
  return (
    <>
      <PageMeta {...meta} />
      <div className={styles.page}>
        <PageTitle>Food &amp; Drinks</PageTitle>
        <div className={styles.offers}>
          <OffersCarousel
            label="Food offers"
            offers={foodOffers.map((offer) => ({ image: getImage('gfm43', offer.image), alt: offer.alt }))}
            sizes="(min-width: 1024px) 60vw, 100vw"
          />
          <Clip video={getVideo(videoCatalogue, FOOD_LOOP_VIDEO)} ambient />
        </div>
        <section aria-labelledby="taste-title">
          <SectionHeading id="taste-title" title="A Taste of Everything" subtitle="Hover or focus a dish to see more" />
          <ExpandingStrip
            label="Dishes of the food court"
            items={foodStrip.map((item) => ({
              image: getImage('gfm43', item.image),
              alt: item.alt,
              label: item.label,
            }))}
          />
        </section>
        {/* Below a phone's first screen: drawn as the visitor nears it (decision 023). */}
        <div className={drawnWhenNear}>
          <BrandGrid brands={storeCards(gfm43Stores().slice(0, FOOD_PAGE_BRAND_COUNT), mallHoursWith(hours))} />
        </div>
        <section aria-labelledby="highlights-title" className={drawnWhenNear}>
          <SectionHeading id="highlights-title" title="Highlights" subtitle="This week at the food court" />
          <LoopingSlider
            label="Food highlights"
            visible={[1, 2, 3]}
            items={highlightVideos.map((name) => (
              <Clip key={name} video={getVideo(videoCatalogue, name)} ambient />
            ))}
          />
        </section>
      </div>
    </>
  );
}
