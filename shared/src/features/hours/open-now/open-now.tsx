import { useSyncExternalStore } from 'react';
import { useOffline } from '../../../ui/hooks/use-offline';
import { describeOpening, lineChangesAt } from '../format';
import { openingState, type OpeningHours } from '../opening-hours';
import { renderedAt, reportChangesAt } from '../render-clock';
import styles from './open-now.module.css';

export interface OpenNowProps {
  hours: OpeningHours;
  className?: string;
}

const MINUTE_MS = 60_000;

/** Everything on the page that shows the time: one timer wakes them all at each minute boundary. */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      schedule();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function subscribe(onMinute: () => void): () => void {
  listeners.add(onMinute);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(onMinute);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

// A number, so the snapshot is the same value between ticks and React renders again only when the minute changes.
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
// The server renders the line for the instant it renders the page at, and the browser hydrates it for
// the same instant (render-clock.ts); a page drawn in the browser alone has no such instant.
const renderedMinute = () => {
  const at = renderedAt();
  return at === undefined ? null : Math.floor(at / MINUTE_MS);
};

const unchanging = () => () => undefined;

/** 'Open now · closes 10 PM', 'Closes in 25 min', 'Closed · opens 10 AM tomorrow', on the Kolkata clock, redrawn each minute. */
export function OpenNow({ hours, className }: OpenNowProps) {
  const minute = useSyncExternalStore(subscribe, currentMinute, renderedMinute);
  // The server's line, and the hydration's that must match it, has no countdown: a page that a cache serves
  // after its time (every shell server down) stays true until the next opening, closing or midnight (decision 047).
  const countdown = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const offline = useOffline();
  const classes = [styles.line, className].filter(Boolean).join(' ');
  if (minute === null) return <p className={classes} aria-hidden="true" />;
  const now = new Date(minute * MINUTE_MS);
  const state = openingState(hours, now);
  // A page the server keeps is kept until this line would read differently.
  reportChangesAt(lineChangesAt(state, now, { countdown }));
  return (
    <p className={classes}>
      <span className={styles.dot} data-open={state.open} aria-hidden="true" />
      {describeOpening(state, now, { countdown })}
      {offline && <span className={styles.offline}>(offline: may be out of date)</span>}
    </p>
  );
}
