import { useSyncExternalStore } from 'react';
import { describeOpening } from '../../hours/format';
import { openingState, type OpeningHours } from '../../hours/opening-hours';
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
  timer = setTimeout(() => {
    for (const listener of listeners) listener();
    schedule();
  }, MINUTE_MS - (Date.now() % MINUTE_MS));
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
// Pages are rendered on the server once and cached: its HTML and the hydrating render hold no time, the browser fills it in.
const noClockOnTheServer = () => null;

/** 'Open now · closes 10 PM', 'Closes in 25 min', 'Closed · opens 10 AM tomorrow', on the Kolkata clock, redrawn each minute. */
export function OpenNow({ hours, className }: OpenNowProps) {
  const minute = useSyncExternalStore(subscribe, currentMinute, noClockOnTheServer);
  const classes = [styles.line, className].filter(Boolean).join(' ');
  if (minute === null) return <p className={classes} aria-hidden="true" />;
  const now = new Date(minute * MINUTE_MS);
  const state = openingState(hours, now);
  return (
    <p className={classes}>
      <span className={styles.dot} data-open={state.open} aria-hidden="true" />
      {describeOpening(state, now)}
    </p>
  );
}
