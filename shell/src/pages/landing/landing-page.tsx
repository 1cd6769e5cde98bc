import { Link } from '@gfm/shared/router';
import { BRAND_NAME, malls } from '@gfm/shared/data/malls';
import { Image } from '@gfm/shared/ui/image';
import { getImage } from '@gfm/shared/images/catalogue';
import styles from './landing-page.module.css';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';

/** requirements §2 "Root": the brand logo and a tile for each mall. */
export function LandingPage() {
  const meta: PageMetaProps = {
    title: BRAND_NAME,
    description:
      'Global Foyer Mall: two shopping malls in Gurugram, Sector 43 and Palam Vihar. Brands, food, offers, events and more.',
  };
  const logo = getImage('gfm', 'logo');
  return (
    <>
      <PageMeta {...meta} />
      <main id="main-content" className={styles.page}>
        <div className={styles.inner}>
          <h1 className={styles.heading}>
            {/* Low: the two malls' pictures below it come first (decision 069). */}
            <img
              className={styles.logo}
              src={logo.src}
              alt={BRAND_NAME}
              width={logo.width}
              height={logo.height}
              fetchPriority="low"
            />
          </h1>
          <p className={styles.lead}>Two malls in Gurugram. Choose where you are headed.</p>
          <ul className={styles.tiles}>
            {malls.map((mall) => (
              <li key={mall.id}>
                <Link to={mall.basePath} className={styles.tile} data-mall={mall.id}>
                  <Image
                    image={getImage('gfm', `landing-${mall.id}`)}
                    alt=""
                    // Two tiles side by side from 768 px, in a column capped at 60rem.
                    sizes="(min-width: 768px) min(30rem, 50vw), 100vw"
                    priority
                    frameClassName={styles.tileImage}
                  />
                  <span className={styles.tileText}>
                    <span className={styles.tileName}>{mall.name}</span>
                    <span className={styles.tileAction} aria-hidden="true">
                      Explore →
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </main>
    </>
  );
}
