import {
  OpenNow,
  useMinute,
  withDefault,
  wallClock,
  type OpeningHours,
  openingHoursSpecification,
  WeeklyHours,
} from '../../hours';
import { FloorPlan } from '../floor-plan/floor-plan';
import type { Directions } from '../directions/directions';
import { StoreDirections } from '../directions/store-directions';
import type { MallWayfinding } from '../wayfinding/graph';
import { mallDetails } from '../../../data/site';
import type { MallId } from '../../../data/malls';
import { endsIn, runningAt } from '../../../dated/dated';
import type { DatedOffer } from '../../../dated/offers-and-events';
import type { MallDetails } from '../../../data/site';
import { PageMeta } from '../../../seo/page-meta';
import { directionsUrl, planUnits, storeLocation, type Store } from '../store';
import { telHref } from '../../../ui/brand-grid/brand-grid';
import { ButtonLink } from '../../../ui/button/button';
import { Image } from '../../../ui/image/image';
import { PageTitle } from '../../../ui/page-title/page-title';
import styles from './store-page.module.css';

export interface StorePageProps {
  store: Store;
  /** The mall's hours: the store's unless it has its own. */
  mallHours: OpeningHours;
  /** The store's offers not ended when the page was rendered: those running at the page's minute are shown. */
  offers: readonly DatedOffer[];
  /** When the page was rendered (its loader's clock), so the server and the browser write the same days left. */
  now: string;
  /** Every store of the mall with a unit, for the floor plan. */
  stores: readonly Store[];
  /** The mall's wayfinding data: with it, a store with a unit has a directions section. */
  wayfinding?: MallWayfinding;
  /** The loader's route for the address's `from` and `step-free`. */
  directions?: Directions;
}

/** schema.org's type for a store, by its directory type. */
const SCHEMA_TYPES: Record<string, string> = {
  food: 'FoodEstablishment',
  beauty: 'BeautySalon',
  clothing: 'ClothingStore',
  fitness: 'ExerciseGym',
  retail: 'Store',
};

function storeJsonLd(store: Store, hours: OpeningHours, offers: readonly DatedOffer[], today: string) {
  const mall = mallDetails[store.mall as MallId];
  const address = {
    '@type': 'PostalAddress',
    streetAddress: mall.address.street,
    addressLocality: mall.address.city,
    addressRegion: mall.address.region,
    postalCode: mall.address.postalCode,
    addressCountry: mall.address.country,
  };
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[store.tag] ?? 'Store',
    name: store.name,
    description: `${store.category} at ${mall.name}`,
    ...(store.phone ? { telephone: store.phone } : {}),
    address,
    ...(storeLocation(store) ? { hasMap: directionsUrl(mall.geo.latitude, mall.geo.longitude) } : {}),
    containedInPlace: { '@type': 'ShoppingCenter', name: mall.name, address, telephone: mall.phone },
    openingHoursSpecification: openingHoursSpecification(hours, today),
    ...(offers.length > 0
      ? {
          makesOffer: offers.map((offer) => ({
            '@type': 'Offer',
            name: offer.title,
            description: offer.details,
            validFrom: offer.starts,
            validThrough: offer.ends,
          })),
        }
      : {}),
  };
}

/** The page's title and description (a route's address says which route), its picture and its schema.org data. */
function StoreMeta({
  store,
  mall,
  hours,
  offers,
  at,
  directions,
}: {
  store: Store;
  mall: MallDetails;
  hours: OpeningHours;
  offers: readonly DatedOffer[];
  at: Date;
  directions: Directions | undefined;
}) {
  const location = storeLocation(store);
  // A route's address is a page of its own to share: its title and description say which route.
  const routed = directions?.route && directions.origin;
  const stepFree = directions?.stepFree ? ' (step-free)' : '';
  return (
    <PageMeta
      title={
        routed
          ? `Directions to ${store.name} from ${directions.origin}${stepFree} | ${mall.address.locality}`
          : `${store.name} | ${mall.address.locality}`
      }
      description={
        routed
          ? `How to walk to ${store.name}${location ? ` (${location})` : ''} from ${directions.origin} at ${mall.name}${directions.stepFree ? ' by lifts only' : ''}: the route on the floor plans, step by step.`
          : `${store.name}, ${store.category.toLowerCase()} at ${mall.name}${location ? ` (${location})` : ''}: opening hours, offers, phone and where to find it.`
      }
      image={store.logo.src}
      jsonLd={storeJsonLd(store, hours, offers, wallClock(at).date)}
    />
  );
}

/** Where the store is and its phone. */
function StoreFacts({ store, location }: { store: Store; location: string | undefined }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Where</dt>
        <dd>{location ?? 'Ask at the information desk'}</dd>
      </div>
      {store.phone && (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(store.phone)}>
              <span className="visually-hidden">Call {store.name} on </span>
              {store.phone}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

function StoreOffers({ offers, at }: { offers: readonly DatedOffer[]; at: Date }) {
  return (
    <section aria-labelledby="store-offers" className={styles.section}>
      <h2 id="store-offers">Offers</h2>
      {offers.length === 0 ? (
        <p>No offers right now. Ask in store for this week’s specials.</p>
      ) : (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <h3>{offer.title}</h3>
              {/* Sanitised when it was read from WordPress (shared/src/html/sanitize.ts). */}
              <div dangerouslySetInnerHTML={{ __html: offer.detailsHtml }} />
              <p className={styles.ends}>{endsIn(offer, at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A shop's or brand's own page (`/gfmpalam/shops/{id}`, `/gfm43/brands/{slug}`), the same for both malls. */
export function StorePage({ store, mallHours, offers: notEnded, now, stores, wayfinding, directions }: StorePageProps) {
  const mall = mallDetails[store.mall as MallId];
  const hours = withDefault(store.hours, mallHours);
  // The page's minute: a page left open drops an offer when it ends.
  const at = new Date(useMinute() ?? Date.parse(now));
  const offers = runningAt(notEnded, at);
  const location = storeLocation(store);
  return (
    <article className={styles.page} aria-labelledby="store-title">
      <StoreMeta store={store} mall={mall} hours={hours} offers={offers} at={at} directions={directions} />
      <header className={styles.header}>
        <Image image={store.logo} alt={store.alt} sizes="120px" frameClassName={styles.logo} priority />
        <div>
          <PageTitle id="store-title">{store.name}</PageTitle>
          <p className={styles.category}>{store.category}</p>
          <OpenNow hours={hours} />
        </div>
      </header>
      <StoreFacts store={store} location={location} />
      <div className={styles.actions}>
        <ButtonLink href={directionsUrl(mall.geo.latitude, mall.geo.longitude)}>
          Directions to the mall<span className="visually-hidden"> (opens your maps app)</span>
        </ButtonLink>
      </div>
      <section aria-labelledby="store-hours" className={styles.section}>
        <h2 id="store-hours">Opening hours</h2>
        <WeeklyHours weekly={hours.weekly} />
      </section>
      <StoreOffers offers={offers} at={at} />
      {store.unit && wayfinding && directions && (
        <StoreDirections store={store} stores={stores} wayfinding={wayfinding} directions={directions} />
      )}
      {store.unit && (
        <section aria-labelledby="store-plan" className={styles.section}>
          <h2 id="store-plan">On the floor plan</h2>
          <FloorPlan
            title={`${mall.name}: where ${store.name} is`}
            units={planUnits(stores)}
            highlight={[store.unit]}
          />
        </section>
      )}
    </article>
  );
}
