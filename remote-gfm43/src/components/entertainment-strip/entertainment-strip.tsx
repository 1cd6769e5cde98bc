import { BRAND_NAME } from '@gfm/shared/data/malls';
import type { ResolvedVideo } from '@gfm/shared/media/videos';
import { SectionHeading } from '@gfm/shared/ui/section-heading';
import { Clip } from '../clip/clip';
import styles from './entertainment-strip.module.css';

export interface EntertainmentStripProps {
  /** Three clips; the middle one is the focus. */
  videos: readonly [ResolvedVideo, ResolvedVideo, ResolvedVideo];
  brandName?: string;
}

export const ENTERTAINMENT_TITLE = 'Entertainment For All';

/** requirements §2 "Entertainment section": three autoplaying, muted, looping videos; the middle one is the focus. */
export function EntertainmentStrip({ videos, brandName = BRAND_NAME }: EntertainmentStripProps) {
  return (
    <section className={styles.section} aria-labelledby="entertainment-title">
      <SectionHeading
        id="entertainment-title"
        title={ENTERTAINMENT_TITLE}
        subtitle={`Recent happenings available at ${brandName}`}
      />
      <ul className={styles.strip}>
        {videos.map((video, index) => (
          <li key={video.poster} className={styles.item} data-focus={index === 1}>
            <Clip video={video} ambient />
            <p className={styles.caption}>{video.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
