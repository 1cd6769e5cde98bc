import { Link } from '@gfm/shared/router';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { mallDetails } from '../../../data/site';
import type { MallId } from '../../../data/malls';
import { endsIn } from '../../../dated/dated';
import type { DatedOffer, MallEvent } from '../../../dated/offers-and-events';
import { PageMeta } from '../../../seo/page-meta';
import { PageTitle } from '../../../ui/page-title/page-title';
import styles from './whats-on.module.css';

export interface WhatsOnOffer extends DatedOffer {
  storeName: string;
  storeHref: string;
}

export interface WhatsOnProps {
  mall: MallId;
  /** Offers running when the page was rendered. */
  offers: readonly WhatsOnOffer[];
  /** Events not yet ended then, soonest first. */
  events: readonly MallEvent[];
  /** When the page was rendered (its loader's clock). */
  now: string;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "Sat, 5 Dec, 9:00 am – Sun, 6 Dec, 7:00 pm"; one day's event names its day once. */
export function eventWhen(event: MallEvent): string {
  const starts = new Date(event.starts);
  const ends = new Date(event.ends);
  if (dayFormat.format(starts) === dayFormat.format(ends)) {
    const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
    return `${dateFormat.format(starts)} – ${time.format(ends)}`;
  }
  return `${dateFormat.format(starts)} – ${dateFormat.format(ends)}`;
}

function jsonLd(mall: MallId, offers: readonly WhatsOnOffer[], events: readonly MallEvent[], siteUrl: string) {
  const details = mallDetails[mall];
  const address = {
    '@type': 'PostalAddress',
    streetAddress: details.address.street,
    addressLocality: details.address.city,
    addressRegion: details.address.region,
    postalCode: details.address.postalCode,
    addressCountry: details.address.country,
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      ...events.map((event) => ({
        '@type': 'Event',
        name: event.title,
        description: event.description,
        startDate: event.starts,
        endDate: event.ends,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        isAccessibleForFree: true,
        location: { '@type': 'Place', name: `${event.place}, ${details.name}`, address },
        organizer: { '@type': 'Organization', name: details.name, url: `${siteUrl}/${mall}` },
      })),
      ...offers.map((offer) => ({
        '@type': 'Offer',
        name: offer.title,
        description: offer.details,
        validFrom: offer.starts,
        validThrough: offer.ends,
        url: `${siteUrl}${offer.storeHref}`,
        offeredBy: { '@type': 'Store', name: offer.storeName },
      })),
    ],
  };
}

/** `/{mall}/whats-on`: the shops' offers running now and the events to come, filtered when the page is rendered. */
export function WhatsOn({ mall, offers, events, now }: WhatsOnProps) {
  const details = mallDetails[mall];
  const { siteUrl } = getRuntimeConfig();
  const at = new Date(now);
  return (
    <div className={styles.page}>
      <PageMeta
        title={`What’s on | ${details.address.locality}`}
        description={`Offers and events at ${details.name}: ${offers.length} offers running and ${events.length} events coming up.`}
        jsonLd={jsonLd(mall, offers, events, siteUrl)}
      />
      <PageTitle>What’s on</PageTitle>
      <section aria-labelledby="events-title" className={styles.section}>
        <h2 id="events-title">Events</h2>
        {events.length === 0 ? (
          <p>No events are planned yet. Come back soon.</p>
        ) : (
          <ol className={styles.list}>
            {events.map((event) => (
              <li key={event.id} className={styles.item}>
                <h3>{event.title}</h3>
                <p className={styles.when}>
                  <time dateTime={event.starts}>{eventWhen(event)}</time>
                  {Date.parse(event.starts) <= at.getTime() && <strong> · On now</strong>}
                </p>
                <p>{event.description}</p>
                <p className={styles.place}>{event.place}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="offers-title" className={styles.section}>
        <h2 id="offers-title">Offers</h2>
        {offers.length === 0 ? (
          <p>No offers are running right now.</p>
        ) : (
          <ul className={styles.list}>
            {offers.map((offer) => (
              <li key={offer.id} className={styles.item}>
                <h3>{offer.title}</h3>
                <p>
                  At <Link to={offer.storeHref}>{offer.storeName}</Link>. {offer.details}
                </p>
                <p className={styles.ends}>{endsIn(offer, at)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
