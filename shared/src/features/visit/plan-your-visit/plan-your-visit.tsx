import { mallDetails, formatAddress } from '../../../data/site';
import type { MallId } from '../../../data/malls';
import { formatTime, wallClock, type OpeningHours, openingHoursSpecification, OpenNow, WeeklyHours } from '../../hours';
import { PageMeta } from '../../../seo/page-meta';
import { directionOrigins, directionsUrl, type DirectionsOrigin, type MallWayfinding } from '../../stores';
import { paths } from '../../../paths';
import { DIRECTORY_PARAMS } from '../../../routing/page-query';
import { ButtonLink } from '../../../ui/button/button';
import { SmartLink } from '../../../ui/smart-link/smart-link';
import { PageTitle } from '../../../ui/page-title/page-title';
import styles from './plan-your-visit.module.css';

interface Note {
  title: string;
  body: string;
}

/** A mall's own guide for visitors (each mall remote writes its own). */
export interface VisitGuide {
  gettingThere: readonly Note[];
  parking: {
    levels: string;
    /** The basement levels as signed, top first ("B1", "B2"): the parking levels the lifts reach, for wayfinding. */
    basements: readonly string[];
    charges: readonly { what: string; price: string }[];
    note: string;
  };
  accessibility: readonly Note[];
}

export interface PlanYourVisitProps {
  mall: MallId;
  hours: OpeningHours;
  guide: VisitGuide;
  /** When the page was rendered (its loader's clock): exceptions that have ended are left out. */
  now: string;
  /** The mall's gates and parking levels: each leads to the directory, whose "Take me there" starts there. */
  wayfinding?: MallWayfinding;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const dayOf = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

type MallDetails = (typeof mallDetails)[MallId];

/** The page's title, description and the mall as a schema.org ShoppingCenter, with today's hours. */
function VisitMeta({ details, hours, today }: { details: MallDetails; hours: OpeningHours; today: string }) {
  return (
    <PageMeta
      title={`Plan your visit | ${details.address.locality}`}
      description={`Opening hours, getting there, parking and accessibility at ${details.name}.`}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'ShoppingCenter',
        name: details.name,
        telephone: details.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: details.address.street,
          addressLocality: details.address.city,
          addressRegion: details.address.region,
          postalCode: details.address.postalCode,
          addressCountry: details.address.country,
        },
        geo: { '@type': 'GeoCoordinates', latitude: details.geo.latitude, longitude: details.geo.longitude },
        openingHoursSpecification: openingHoursSpecification(hours, today),
        publicAccess: true,
      }}
    />
  );
}

type HoursException = NonNullable<OpeningHours['exceptions']>[number];

/** The days the hours differ: holidays, festivals, closures. */
function SpecialDays({ exceptions }: { exceptions: readonly HoursException[] }) {
  return (
    <>
      <h3>Special days</h3>
      <ul className={styles.exceptions}>
        {exceptions.map((exception) => (
          <li key={exception.from}>
            <strong>
              {dayOf(exception.from)}
              {exception.through && exception.through !== exception.from ? ` – ${dayOf(exception.through)}` : ''}
            </strong>
            {' · '}
            {exception.label}
            {' · '}
            {exception.hours
              ? `${formatTime(exception.hours.opens)} – ${formatTime(exception.hours.closes)}`
              : 'Closed'}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A guide's notes, each a title and a paragraph. */
function Notes({ notes }: { notes: readonly Note[] }) {
  return (
    <ul className={styles.notes}>
      {notes.map((note) => (
        <li key={note.title}>
          <h3>{note.title}</h3>
          <p>{note.body}</p>
        </li>
      ))}
    </ul>
  );
}

function ParkingSection({ parking }: { parking: VisitGuide['parking'] }) {
  return (
    <section aria-labelledby="visit-parking" className={styles.section}>
      <h2 id="visit-parking">Parking</h2>
      <p>{parking.levels}</p>
      <table className={styles.charges}>
        <caption className="visually-hidden">Parking charges</caption>
        <thead>
          <tr>
            <th scope="col">Vehicle and time</th>
            <th scope="col">Charge</th>
          </tr>
        </thead>
        <tbody>
          {parking.charges.map((charge) => (
            <tr key={charge.what}>
              <th scope="row">{charge.what}</th>
              <td>{charge.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{parking.note}</p>
    </section>
  );
}

/** The gates and parking levels, each a way into the directory that starts the routes there. */
function FindYourWay({ directory, starts }: { directory: string; starts: readonly DirectionsOrigin[] }) {
  return (
    <section aria-labelledby="visit-inside" className={styles.section}>
      <h2 id="visit-inside">Find your way inside</h2>
      <p>
        Choose where you come in, then a shop: its page draws the route on the floor plans and writes it out step by
        step. Or see every shop on the{' '}
        <SmartLink href={`${directory}?${DIRECTORY_PARAMS.view}=plan`}>floor plans</SmartLink>.
      </p>
      <ul className={styles.starts}>
        {starts.map((start) => (
          <li key={start.value}>
            <SmartLink
              href={`${directory}?${new URLSearchParams({ [DIRECTORY_PARAMS.from]: start.value }).toString()}`}
            >
              {`From ${start.label}: choose a shop`}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/{mall}/plan-your-visit`: hours and their exceptions, getting there, parking and accessibility. */
export function PlanYourVisit({ mall, hours, guide, now, wayfinding }: PlanYourVisitProps) {
  const details = mallDetails[mall];
  const directory = paths.mall.page.getHref(mall, 'allBrands');
  const starts = wayfinding
    ? directionOrigins([], wayfinding).filter((origin) => origin.group === 'Entrances' || origin.group === 'Parking')
    : [];
  const today = wallClock(new Date(now)).date;
  const exceptions = (hours.exceptions ?? []).filter((exception) => (exception.through ?? exception.from) >= today);
  return (
    <div className={styles.page}>
      <VisitMeta details={details} hours={hours} today={today} />
      <PageTitle>Plan your visit</PageTitle>
      <p className={styles.address}>{formatAddress(details)}</p>
      <OpenNow hours={hours} />
      <section aria-labelledby="visit-hours" className={styles.section}>
        <h2 id="visit-hours">Opening hours</h2>
        <WeeklyHours weekly={hours.weekly} />
        {exceptions.length > 0 && <SpecialDays exceptions={exceptions} />}
      </section>
      <section aria-labelledby="visit-getting-there" className={styles.section}>
        <h2 id="visit-getting-there">Getting there</h2>
        <Notes notes={guide.gettingThere} />
        <ButtonLink href={directionsUrl(details.geo.latitude, details.geo.longitude)}>
          Directions<span className="visually-hidden"> to {details.name} (opens your maps app)</span>
        </ButtonLink>
      </section>
      <ParkingSection parking={guide.parking} />
      {starts.length > 0 && <FindYourWay directory={directory} starts={starts} />}
      <section aria-labelledby="visit-accessibility" className={styles.section}>
        <h2 id="visit-accessibility">Accessibility</h2>
        <Notes notes={guide.accessibility} />
      </section>
    </div>
  );
}
