import type { ReactNode } from 'react';
import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import styles from './hero.module.css';

export interface HeroProps {
  image: ResolvedImage;
  alt: string;
  title: string;
  /** A line under the title (the claim of 200+ brands). */
  claim?: ReactNode;
  children?: ReactNode;
}

/** The top of a page: the page's largest picture (loaded first) with its title over it. */
export function Hero({ image, alt, title, claim, children }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Image image={image} alt={alt} sizes="100vw" priority aspectRatio="auto" frameClassName={styles.frame} />
      <div className={styles.text}>
        <h1 id="hero-title" className={styles.title}>
          {title}
        </h1>
        {claim && <p className={styles.claim}>{claim}</p>}
        {children}
      </div>
    </section>
  );
}
