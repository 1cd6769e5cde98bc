import { data, useLoaderData, type LoaderFunctionArgs } from '@gfm/shared/router';
import { Image } from '@gfm/shared/ui/image';
import { getImage } from '@gfm/shared/images/catalogue';
import { mallDetails } from '@gfm/shared/data/site';
import { PageMeta } from '@gfm/shared/seo/page-meta';
import { carBrands, findCarBrand, WEEKDAYS } from '../../data/cars';
import type { CarBrand } from '../../data/types';
import styles from './car-brand-page.module.css';
import { ButtonLink } from '@gfm/shared/ui/button';
import { PageTitle } from '@gfm/shared/ui/page-title';
import { OpenNow } from '@gfm/shared/features/hours';
import { contentData, type HoursData } from '@gfm/shared/content/content-data';
import { content } from '../../content';
import { showroomHoursWith } from '../../data/hours';

export const NO_HOURS_TEXT = 'No active hours available.';

interface CarBrandData extends HoursData {
  brand: CarBrand;
}

/**
 * requirements §2 `/gfm43/automotive/{car}`: the brand, matched case-insensitively; an unknown car is the 404 page
 * (decision 027). With the days the mall's hours differ, from WordPress: the showrooms close with the mall.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const brand = findCarBrand(params.car);
  if (!brand) throw data(null, { status: 404 });
  return contentData<CarBrandData>(content, ['hours'], (found) => ({ brand, hours: found?.hours ?? [] }));
}

/** The sitemap's pages of this route: one per brand, as the brand cards link to them. */
export const sitemapParams = () => carBrands.map((brand) => ({ car: brand.name.toLowerCase() }));

export function Component() {
  const { brand, hours } = useLoaderData<CarBrandData>();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: `${brand.name} showroom, Global Foyer Mall Sector 43`,
    brand: { '@type': 'Brand', name: brand.name },
    url: brand.siteURI,
    address: {
      '@type': 'PostalAddress',
      streetAddress: mallDetails.gfm43.address.street,
      addressLocality: mallDetails.gfm43.address.city,
      addressRegion: mallDetails.gfm43.address.region,
      postalCode: mallDetails.gfm43.address.postalCode,
      addressCountry: 'IN',
    },
    openingHours: 'Mo-Su 10:00-21:00',
  };
  return (
    <article className={styles.page} aria-labelledby="car-title">
      <PageMeta
        title={`${brand.name} | Sector 43`}
        description={`${brand.name} showroom at Global Foyer Mall, Sector 43: opening hours, map and website.`}
        jsonLd={jsonLd}
      />
      <div className={styles.thumbnail}>
        <Image
          image={getImage('gfm43', brand.image)}
          alt={`${brand.name} showroom`}
          sizes="(min-width: 1024px) 50vw, 100vw"
          priority
        />
        <Image
          image={getImage('gfm43', brand.logo)}
          alt={`${brand.name} logo`}
          sizes="96px"
          frameClassName={styles.logo}
        />
      </div>
      <div className={styles.details}>
        <PageTitle id="car-title">{brand.name}</PageTitle>
        {brand.activeHours.length > 0 && <OpenNow hours={showroomHoursWith(hours)} />}
        <div className={styles.actions}>
          <ButtonLink href={brand.mapURI}>Show on Map</ButtonLink>
          <ButtonLink variant="secondary" href={brand.siteURI}>
            Visit website<span className="visually-hidden"> (opens in a new tab)</span>
          </ButtonLink>
        </div>
        <h2 className={styles.hoursTitle}>Opening hours</h2>
        {brand.activeHours.length === 0 ? (
          <p>{NO_HOURS_TEXT}</p>
        ) : (
          <dl className={styles.hours}>
            {WEEKDAYS.map((day, index) => (
              <div key={day} className={styles.hoursRow}>
                <dt>{day}</dt>
                <dd>{brand.activeHours[index] ?? NO_HOURS_TEXT}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}
