import { useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from '@gfm/shared/router';
import { DIRECTIONS_PARAMS } from '../../../routing/page-query';
import { Button } from '../../../ui/button/button';
import { fieldValue, useTakeOverForm } from '../../../ui/hooks/use-take-over-form';
import { DIRECTIONS_ID, planUnits, type Store } from '../store';
import type { PlanUnit } from '../floor-plan/layout';
import type { MallWayfinding } from '../wayfinding/graph';
import { directionsSearch, type Directions, type DirectionsRoute } from './directions';
import { directionOrigins, type DirectionsOrigin, type OriginGroup } from './origins';
import { RoutePlan } from './route-plan';
import styles from './store-directions.module.css';

export interface StoreDirectionsProps {
  store: Store;
  /** Every store of the mall: the other shops are places to start from, and the plans' units. */
  stores: readonly Store[];
  wayfinding: MallWayfinding;
  /** The loader's answer for the address's `from` and `step-free`. */
  directions: Directions;
}

const GROUPS: readonly OriginGroup[] = ['Entrances', 'Parking', 'Information', 'Shops'];

function Problem({ directions, store }: { directions: Directions; store: Store }) {
  switch (directions.problem) {
    case 'unknown-origin':
      return (
        <p className={styles.note}>
          We do not know a starting point called “{directions.from}”. Choose where you start from the list, and we will
          show the way to {store.name}.
        </p>
      );
    case 'here':
      return <p className={styles.note}>You are at {store.name} already.</p>;
    case 'not-step-free':
      return (
        <p className={styles.note}>
          {directions.origin} has steps. For a step-free route, start from a step-free gate or a parking level: the
          lifts reach every floor.
        </p>
      );
    case 'no-route':
      return (
        <p className={styles.note}>
          We cannot find a route from {directions.origin} to {store.name}. Ask at the information desk on the ground
          floor.
        </p>
      );
    default:
      return null;
  }
}

/** A change of start or of the step-free box replaces the address at once; the route follows from the page's loader. */
function useFollowForm(formRef: RefObject<HTMLFormElement | null>) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return () => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const search = directionsSearch({
      from: String(data.get(DIRECTIONS_PARAMS.from) ?? ''),
      stepFree: data.has(DIRECTIONS_PARAMS.stepFree),
    });
    navigate({ pathname, search }, { replace: true, preventScrollReset: true });
  };
}

/** The places to start from, in their groups (a group with none is left out). */
function OriginOptions({ origins }: { origins: readonly DirectionsOrigin[] }) {
  return (
    <>
      {GROUPS.map((group) => {
        const choices = origins.filter((origin: DirectionsOrigin) => origin.group === group);
        return (
          choices.length > 0 && (
            <optgroup key={group} label={group}>
              {choices.map((origin) => (
                <option key={origin.value} value={origin.value}>
                  {origin.label}
                </option>
              ))}
            </optgroup>
          )
        );
      })}
    </>
  );
}

/** One swatch of the key: a small drawing of what the plans show. */
function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.swatch}>
      {children}
    </svg>
  );
}

/** The key to the plans: start, route, changes of level, the store, and each lettered landmark once. */
function RouteLegend({ route, storeName }: { route: DirectionsRoute; storeName: string }) {
  // The key names each letter the plans draw, once.
  const landmarks = [
    ...new Map(
      route.floors.flatMap((stretch) => stretch.landmarks).map((landmark) => [landmark.mark, landmark]),
    ).values(),
  ];
  return (
    <ul className={styles.legend} aria-label="Key to the plans">
      {route.floors.some((stretch) => stretch.from.start) && (
        <li>
          <Swatch>
            <circle cx="10" cy="10" r="8" className={styles.swatchStart} />
          </Swatch>
          Start
        </li>
      )}
      <li>
        <Swatch>
          <path d="M1 10H19" className={styles.swatchLine} />
        </Swatch>
        Your route
      </li>
      <li>
        <Swatch>
          <rect x="3" y="3" width="14" height="14" rx="2" className={styles.swatchChange} />
        </Swatch>
        Change of level
      </li>
      <li>
        <Swatch>
          <circle cx="10" cy="10" r="8" className={styles.swatchEnd} />
        </Swatch>
        {storeName}
      </li>
      {landmarks.map((landmark) => (
        <li key={landmark.mark}>
          <span className={styles.letter} aria-hidden="true">
            {landmark.mark}
          </span>
          {landmark.label}
        </li>
      ))}
    </ul>
  );
}

/** The route: a plan of each floor it walks, the key, and the numbered steps. */
function RouteDetails({
  id,
  route,
  units,
  store,
}: {
  id: string;
  route: DirectionsRoute;
  units: readonly PlanUnit[];
  store: Store;
}) {
  return (
    <div className={styles.route}>
      <div className={styles.plans}>
        {route.floors.map((stretch, index) => (
          <RoutePlan
            key={`${stretch.floor}-${index}`}
            stretch={stretch}
            units={units}
            destination={store.unit ?? ''}
            order={index + 1}
          />
        ))}
      </div>
      <RouteLegend route={route} storeName={store.name} />
      <h3 id={`${id}-steps`}>Step by step</h3>
      <ol className={styles.steps} aria-labelledby={`${id}-steps`}>
        {route.steps.map((step, index) => (
          <li key={`${index}-${step}`}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A store page's directions (docs/decisions/044): a GET form, so it works
 * before and without JavaScript and its answer is an address one can share
 * (`?from=gate-1&step-free=1`); the server draws the route on the plan of
 * each floor it walks and writes it as numbered steps. With JavaScript, a
 * change of start or of the step-free box replaces the address at once, and
 * the route follows from the page's loader.
 */
export function StoreDirections({ store, stores, wayfinding, directions }: StoreDirectionsProps) {
  const id = useId();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const follow = useFollowForm(formRef);
  const origins = useMemo(() => directionOrigins(stores, wayfinding, store), [stores, wayfinding, store]);
  const units = useMemo(() => planUnits(stores), [stores]);
  const known = origins.some((origin) => origin.value === directions.from);
  const { route } = directions;
  // A start chosen or the box ticked before the app took the page over: the route follows them (decision 078).
  useTakeOverForm(formRef, (form) => {
    const from = fieldValue(form, DIRECTIONS_PARAMS.from);
    const stepFree = fieldValue(form, DIRECTIONS_PARAMS.stepFree) !== '';
    if (from !== (known ? directions.from : '') || stepFree !== directions.stepFree) follow();
  });

  return (
    <section id={DIRECTIONS_ID} aria-labelledby={`${id}-title`} className={styles.directions}>
      <h2 id={`${id}-title`}>Directions</h2>
      {/* The action's fragment survives a GET submission: without JavaScript the answer opens at this section. */}
      <form
        ref={formRef}
        key={store.id}
        method="get"
        action={`${pathname}#${DIRECTIONS_ID}`}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          follow();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>Start from</label>
          <select
            id={`${id}-from`}
            name={DIRECTIONS_PARAMS.from}
            defaultValue={known ? directions.from : ''}
            onChange={follow}
          >
            <option value="">Choose where you start</option>
            <OriginOptions origins={origins} />
          </select>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            name={DIRECTIONS_PARAMS.stepFree}
            value="1"
            defaultChecked={directions.stepFree}
            onChange={follow}
          />
          Step-free route (lifts only)
        </label>
        <Button type="submit">Show route</Button>
      </form>
      <div role="status" className={styles.answer}>
        {!directions.from && (
          <p className={styles.hint}>
            Choose where you start: the route is drawn on the floor plans and written out step by step.
          </p>
        )}
        <Problem directions={directions} store={store} />
        {route && (
          <p className={styles.summary}>
            {`Route from ${directions.origin} to ${store.name}${directions.stepFree ? ', step-free by lifts' : ''}: ${route.steps.length} steps.`}
          </p>
        )}
      </div>
      {route && <RouteDetails id={id} route={route} units={units} store={store} />}
    </section>
  );
}
