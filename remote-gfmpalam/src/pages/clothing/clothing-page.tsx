import { hoursLoader, type HoursData } from '@gfm/shared/content/content-data';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';
import { BrandGrid } from '@gfm/shared/ui/brand-grid';
import { OffersCarousel } from '@gfm/shared/ui/offers-carousel';
import { getImage } from '@gfm/shared/images/catalogue';
import { toBrandCards } from '../../components/shop-grid/to-brand-cards';
import { clothingOffers } from '../../data/media';
import { shops } from '../../data/shops';
import styles from '../page.module.css';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';
import { PageTitle } from '@gfm/shared/ui/page-title';

/** The mall's hours, with the days they differ from WordPress: each shop's open-now line. */
export const loader = hoursLoader(content);

export function Component() {
  const { hours } = useLoaderData<HoursData>();
  const meta: PageMetaProps = {
    title: 'Clothing | Palam Vihar',
    description:
      'Fashion, ethnic wear, denim and footwear at Global Foyer Mall, Palam Vihar, with this season’s offers.',
  };
  const clothing = shops.filter((shop) => shop.tag === 'clothing');
  return (
    <>
      <PageMeta {...meta} />
      <PageTitle contained>Clothing</PageTitle>
      <div className={styles.offers}>
        <OffersCarousel
          label="Clothing offers"
          offers={clothingOffers.map((offer) => ({ image: getImage('gfmpalam', offer.image), alt: offer.alt }))}
        />
      </div>
      <BrandGrid brands={toBrandCards(clothing, hours)} />
    </>
  );
}
