import { weeklyLines } from '../format';
import type { WeeklyHours as Week } from '../opening-hours';
import styles from './weekly-hours.module.css';

/** A week's hours as a list of days and times, days with the same hours together ("Mon–Sun  10 AM – 10 PM"). */
export function WeeklyHours({ weekly }: { weekly: Week }) {
  return (
    <dl className={styles.hours}>
      {weeklyLines(weekly).map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
