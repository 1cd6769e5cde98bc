import { Suspense, use } from 'react';
import { Navigate, useLocation, useParams } from '@gfm/shared/router';
import { Image } from '@gfm/shared/components/image';
import { getImage } from '@gfm/shared/images/catalogue';
import { mallDetails } from '@gfm/shared/data/site';
import { paths } from '@gfm/shared/paths';
import { usePageMeta } from '@gfm/shared/seo/use-page-meta';
import type * as CarsData from '../../data/cars';
import { WEEKDAYS } from '../../data/cars';
import styles from './car-brand-page.module.css';
import { ButtonLink } from '@gfm/shared/components/button';
import { PageTitle } from '@gfm/shared/components/page-title';

export const NO_HOURS_TEXT = 'No active hours available.';

// The brand data is looked up asynchronously, as the original did; one promise for the page's lifetime.
let carsModule: Promise<typeof CarsData> | undefined;
const loadCars = () => (carsModule ??= import('../../data/cars'));

/** spec §2 `/gfm43/automotive/{car}`: 'Loading...' until the brand is found; an unknown car goes to /404. */
export function CarBrandPage() {
  return (
    <Suspense
      fallback={
        <p className={styles.loading} role="status">
          Loading...
        </p>
      }
    >
      <CarBrandDetails />
    </Suspense>
  );
}

function CarBrandDetails() {
  const { car } = useParams();
  const { pathname } = useLocation();
  const brand = use(loadCars()).findCarBrand(car);
  usePageMeta({
    title: `${brand?.name ?? 'Car brand'} | Sector 43`,
    description: `${brand?.name ?? 'Car'} showroom at Global Foyer Mall, Sector 43: opening hours, map and website.`,
    ...(brand
      ? {
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'AutoDealer',
            name: `${brand.name} showroom, Global Foyer Mall Sector 43`,
            brand: { '@type': 'Brand', name: brand.name },
            url: brand.siteURI,
            address: { '@type': 'PostalAddress', streetAddress: mallDetails.gfm43.address.street, addressLocality: mallDetails.gfm43.address.city, addressRegion: mallDetails.gfm43.address.region, postalCode: mallDetails.gfm43.address.postalCode, addressCountry: 'IN' },
            openingHours: 'Mo-Su 10:00-21:00',
          },
        }
      : {}),
  });
  if (!brand) return <Navigate to={paths.notFound.getHref()} replace state={{ from: pathname }} />;
  return (
    <article className={styles.page} aria-labelledby="car-title">
      <div className={styles.thumbnail}>
        <Image image={getImage('gfm43', brand.image)} alt={`${brand.name} showroom`} sizes="(min-width: 1024px) 50vw, 100vw" priority />
        <Image image={getImage('gfm43', brand.logo)} alt={`${brand.name} logo`} sizes="96px" frameClassName={styles.logo} />
      </div>
      <div className={styles.details}>
        <PageTitle id="car-title">{brand.name}</PageTitle>
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
