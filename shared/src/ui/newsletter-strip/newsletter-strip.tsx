import { NEWSLETTER_THIRD_COLUMN_S } from '../../constants';
import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import { Marquee } from '../marquee/marquee';
import styles from './newsletter-strip.module.css';

export interface NewsletterImage {
  image: ResolvedImage;
  alt: string;
}

export interface NewsletterStripProps {
  images: readonly NewsletterImage[];
}

export const NEWSLETTER_TITLE = "Let's Share, Let's Love, Let's Begin";

/** requirements §2: the newsletter image banner, three columns moving up, down, up (the third at 40 s). */
export function NewsletterStrip({ images }: NewsletterStripProps) {
  const columns = [0, 1, 2].map((column) => images.filter((_image, index) => index % 3 === column));
  const item = (entry: NewsletterImage) => (
    <Image image={entry.image} alt={entry.alt} sizes="(min-width: 768px) 15vw, 30vw" frameClassName={styles.image} />
  );
  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <div className={styles.text}>
        <h2 id="newsletter-title" className={styles.title}>
          {NEWSLETTER_TITLE}
        </h2>
        <p className={styles.lead}>Moments our visitors shared with us. Tag us to see yours here.</p>
      </div>
      <Marquee
        className={styles.marquee}
        label="Moments from the mall"
        subject="images"
        rows={[
          { items: columns[0]?.map(item) ?? [], direction: 'up' },
          { items: columns[1]?.map(item) ?? [], direction: 'down' },
          { items: columns[2]?.map(item) ?? [], direction: 'up', durationS: NEWSLETTER_THIRD_COLUMN_S },
        ]}
      />
    </section>
  );
}
