import { BrandTile } from '@gfm/shared/ui/brand-grid';
import { CarShowroomGrid } from '../../components/car-showroom-grid/car-showroom-grid';
import { ImageSlider } from '@gfm/shared/ui/image-slider';
import { SectionHeading } from '@gfm/shared/ui/section-heading';
import { TextRotator } from '../../components/text-rotator/text-rotator';
import { getImage } from '@gfm/shared/images/catalogue';
import { automotiveBlurbs, carBrands, carSlides, showroom } from '../../data/cars';
import styles from './automotive-page.module.css';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';
import { PageTitle } from '@gfm/shared/ui/page-title';
import { pageHref } from '../../page-paths';

/** requirements §2 `/gfm43/automotive`. */
export function Component() {
  const meta: PageMetaProps = {
    title: 'Automotive | Sector 43',
    description:
      'Mercedes and Toyota showrooms at Global Foyer Mall, Sector 43: test drives, service bookings and opening hours.',
  };
  return (
    <>
      <PageMeta {...meta} />
      <PageTitle contained>Automotive</PageTitle>
      <ImageSlider
        label="Cars at Sector 43"
        priority
        slides={carSlides.map((slide) => ({ image: getImage('gfm43', slide.image), alt: slide.alt, body: slide.body }))}
      />
      <div className={styles.content}>
        <TextRotator label="Our car showrooms" items={automotiveBlurbs} />
        <section aria-labelledby="car-brands-title">
          <SectionHeading id="car-brands-title" title="Car Brands" subtitle="Showrooms open daily" />
          <ul className={styles.brands}>
            {carBrands.map((brand) => (
              <li key={brand.name}>
                <BrandTile
                  name={brand.name}
                  href={pageHref('carBrand', { car: brand.name.toLowerCase() })}
                  image={getImage('gfm43', brand.image)}
                  alt=""
                  category="See hours, map and website"
                />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="showroom-title">
          <SectionHeading id="showroom-title" title="Visit the Showrooms" />
          <CarShowroomGrid
            cars={showroom.map((car) => ({
              name: car.name,
              url: car.url,
              image: getImage('gfm43', car.image),
              logo: getImage('gfm43', car.logo),
            }))}
          />
        </section>
      </div>
    </>
  );
}
