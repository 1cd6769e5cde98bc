import { Link } from '@gfm/shared/router';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { mallDetails } from '../../../data/site';
import type { MallId } from '../../../data/malls';
import { endsIn, notEndedAt, runningAt } from '../../../dated/dated';
import type { ContentPicture, DatedOffer, MallEvent } from '../../../dated/offers-and-events';
import type { ResolvedImage } from '../../../images/catalogue';
import { Image } from '../../../ui/image/image';
import { useMinute } from '../../hours';
import { PageMeta } from '../../../seo/page-meta';
import { PageTitle } from '../../../ui/page-title/page-title';
import styles from './whats-on.module.css';

export interface WhatsOnOffer extends DatedOffer {
  /** The shop's name and page, for a shop's offer. */
  storeName?: string;
  storeHref?: string;
}

export interface WhatsOnProps {
  mall: MallId;
  /** Offers not ended when the page was rendered, soonest first: those running are shown, the others as they start. */
  offers: readonly WhatsOnOffer[];
  /** Events not yet ended then, soonest first. */
  events: readonly MallEvent[];
  /** When the page was rendered (its loader's clock). */
  now: string;
  /** WordPress has not been read yet: the page says so in place of the lists. */
  unavailable?: true;
}

/** The page's own parts: the mall's picture for an offer or event whose picture cannot be shown. */
export interface WhatsOnPageProps extends WhatsOnProps {
  placeholder: ResolvedImage;
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
        url: `${siteUrl}${offer.storeHref ?? `/${mall}/whats-on`}`,
        offeredBy: offer.storeName
          ? { '@type': 'Store', name: offer.storeName }
          : { '@type': 'ShoppingCenter', name: details.name },
      })),
    ],
  };
}

/** An offer's or event's picture: its own, the mall's where its own cannot be shown, none when it has none. */
function pictureOf(
  item: { title: string; picture?: ContentPicture; pictureMissing?: true },
  placeholder: ResolvedImage,
) {
  const picture = item.picture ?? (item.pictureMissing ? { image: placeholder, alt: '' } : undefined);
  return (
    picture && (
      <Image
        image={picture.image}
        alt={picture.alt}
        sizes="(min-width: 1312px) 410px, (min-width: 640px) 50vw, 100vw"
        aspectRatio="2 / 1"
        frameClassName={styles.picture}
      />
    )
  );
}

/**
 * `/{mall}/whats-on`: the offers running and the events to come, as the
 * marketing staff publish them in WordPress. The server shows those of the
 * minute it renders; a page left open drops each as it ends and adds each as
 * it starts, at the minute.
 */
export function WhatsOn({
  mall,
  offers: allOffers,
  events: allEvents,
  now,
  unavailable,
  placeholder,
}: WhatsOnPageProps) {
  const details = mallDetails[mall];
  const { siteUrl } = getRuntimeConfig();
  const at = new Date(useMinute() ?? Date.parse(now));
  const offers = runningAt(allOffers, at);
  const events = notEndedAt(allEvents, at);
  return (
    <div className={styles.page}>
      <PageMeta
        title={`What’s on | ${details.address.locality}`}
        description={`Offers and events at ${details.name}: ${offers.length} offers running and ${events.length} events coming up.`}
        jsonLd={jsonLd(mall, offers, events, siteUrl)}
      />
      <PageTitle>What’s on</PageTitle>
      {unavailable ? (
        <p role="status">The mall’s offers and events cannot be shown just now. Please try again in a minute.</p>
      ) : (
        <>
          <section aria-labelledby="events-title" className={styles.section}>
            <h2 id="events-title">Events</h2>
            {events.length === 0 ? (
              <p>No events are planned yet. Come back soon.</p>
            ) : (
              <ol className={styles.list}>
                {events.map((event) => (
                  <li key={event.id} id={event.id} className={styles.item} data-content-id={event.id}>
                    {pictureOf(event, placeholder)}
                    <h3>{event.title}</h3>
                    <p className={styles.when}>
                      <time dateTime={event.starts}>{eventWhen(event)}</time>
                      {Date.parse(event.starts) <= at.getTime() && <strong> · On now</strong>}
                    </p>
                    {/* Sanitised when it was read from WordPress (shared/src/html/sanitize.ts). */}
                    <div className={styles.text} dangerouslySetInnerHTML={{ __html: event.descriptionHtml }} />
                    {event.place && <p className={styles.place}>{event.place}</p>}
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
                  <li key={offer.id} id={offer.id} className={styles.item} data-content-id={offer.id}>
                    {pictureOf(offer, placeholder)}
                    <h3>{offer.title}</h3>
                    {offer.storeHref && offer.storeName && (
                      <p>
                        At <Link to={offer.storeHref}>{offer.storeName}</Link>
                      </p>
                    )}
                    <div className={styles.text} dangerouslySetInnerHTML={{ __html: offer.detailsHtml }} />
                    <p className={styles.ends}>{endsIn(offer, at)}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
