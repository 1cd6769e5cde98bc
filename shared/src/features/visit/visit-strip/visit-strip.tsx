import { Link } from '@gfm/shared/router';
import type { MallId } from '../../../data/malls';
import { weeklyLines, OpenNow } from '../../hours';
import type { OpeningHours } from '../../hours';
import { paths } from '../../../paths';
import styles from './visit-strip.module.css';

export interface VisitStripProps {
  mall: MallId;
  hours: OpeningHours;
}

/** A mall home's line under its hero: open now or not, the week's hours, and the way to plan a visit and see what's on. */
export function VisitStrip({ mall, hours }: VisitStripProps) {
  const week = weeklyLines(hours.weekly);
  return (
    <section className={styles.strip} aria-labelledby={`${mall}-visit-title`}>
      <h2 id={`${mall}-visit-title`} className="visually-hidden">
        Visiting today
      </h2>
      <div className={styles.hours}>
        <OpenNow hours={hours} className={styles.now} />
        <p className={styles.week}>{week.map((line) => `${line.days} ${line.hours}`).join(' · ')}</p>
      </div>
      <div className={styles.links}>
        <Link to={paths.mall.page.getHref(mall, 'planYourVisit')}>Plan your visit</Link>
        <Link to={paths.mall.page.getHref(mall, 'whatsOn')}>What’s on</Link>
      </div>
    </section>
  );
}
