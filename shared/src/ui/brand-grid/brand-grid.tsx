import type { ReactNode } from 'react';
import { Link } from '@gfm/shared/router';
import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import { SectionHeading } from '../section-heading/section-heading';
import styles from './brand-grid.module.css';

/** What a card shows of a brand or shop (requirements §3 "Brand", "Shop"). */
export interface BrandCard {
  id: string;
  name: string;
  category: string;
  logo: ResolvedImage;
  alt?: string;
  phone?: string;
  location?: string;
  /** The brand's or shop's own page: its name links there. */
  href?: string;
  /** Shown under the category (the open-now line). */
  status?: ReactNode;
  /** A link of its own at the card's foot, above the card's link (a store's "Take me there"). */
  action?: ReactNode;
}

export interface BrandGridProps {
  brands: readonly BrandCard[];
  title?: string;
  /** Shown above the grid (a count, filters). */
  intro?: ReactNode;
  headingId?: string;
}

export const BRAND_GRID_TITLE = 'Find your Favourite';

/** A `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function LocationIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1Z"
      />
    </svg>
  );
}

/**
 * requirements §2 "Brand grid titled 'Find your Favourite'": logo, name, category,
 * and a location icon and a phone icon only when those values exist.
 */
export function BrandGrid({ brands, title = BRAND_GRID_TITLE, intro, headingId = 'brand-grid-title' }: BrandGridProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} />
      {intro}
      <ul className={styles.grid}>
        {brands.map((brand) => (
          <li key={brand.id} className={styles.card}>
            <Image
              image={brand.logo}
              alt={brand.alt ?? `${brand.name} logo`}
              sizes="(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw"
              frameClassName={styles.logo}
            />
            <h3 className={styles.name}>
              {brand.href ? (
                <Link to={brand.href} className={styles.nameLink}>
                  {brand.name}
                </Link>
              ) : (
                brand.name
              )}
            </h3>
            <p className={styles.category}>{brand.category}</p>
            {brand.status}
            {(brand.location || brand.phone) && (
              <ul className={styles.details}>
                {brand.location && (
                  <li>
                    <LocationIcon />
                    <span className="visually-hidden">Location: </span>
                    {brand.location}
                  </li>
                )}
                {brand.phone && (
                  <li>
                    <PhoneIcon />
                    <a href={telHref(brand.phone)} className={styles.phone}>
                      <span className="visually-hidden">Call {brand.name} on </span>
                      {brand.phone}
                    </a>
                  </li>
                )}
              </ul>
            )}
            {brand.action && <p className={styles.action}>{brand.action}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface BrandTileProps {
  name: string;
  /** The whole tile leads here (a brand page). */
  href?: string;
  image: ResolvedImage;
  alt: string;
  phone?: string;
  category?: string;
}

/** requirements §2: a tile with a brand image, the name in capitals and a `tel:` link when a phone exists. */
export function BrandTile({ name, href, image, alt, phone, category }: BrandTileProps) {
  const title = name.toUpperCase();
  return (
    <article className={styles.tile}>
      <Image image={image} alt={alt} sizes="(min-width: 1024px) 300px, 50vw" frameClassName={styles.tileImage} />
      <div className={styles.tileText}>
        <h3 className={styles.tileName}>
          {href ? (
            <Link to={href} className={styles.tileLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {category && <p className={styles.category}>{category}</p>}
        {phone && (
          <a href={telHref(phone)} className={styles.tilePhone}>
            <PhoneIcon />
            <span className="visually-hidden">Call {name} on </span>
            {phone}
          </a>
        )}
      </div>
    </article>
  );
}
