import { useSyncExternalStore } from 'react';
import { useOffline } from '../../../ui/hooks/use-offline';
import { describeOpening, lineChangesAt } from '../format';
import { openingState, type OpeningHours } from '../opening-hours';
import { reportChangesAt } from '../render-clock';
import { useMinute } from '../use-minute';
import styles from './open-now.module.css';

export interface OpenNowProps {
  hours: OpeningHours;
  className?: string;
}

const unchanging = () => () => undefined;

/** 'Open now · closes 10 PM', 'Closes in 25 min', 'Closed · opens 10 AM tomorrow', on the Kolkata clock, redrawn each minute. */
export function OpenNow({ hours, className }: OpenNowProps) {
  const minute = useMinute();
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
  const now = new Date(minute);
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
