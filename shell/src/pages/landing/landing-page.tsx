import { Link } from 'react-router-dom';
import { BRAND_NAME, malls } from '@gfm/shared/data/malls';
import { getImage } from '@gfm/shared/images/catalogue';
import styles from './landing-page.module.css';

/** spec §2 "Root": the brand logo and a tile for each mall. */
export function LandingPage() {
  const logo = getImage('gfm', 'logo');
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.inner}>
        <h1 className={styles.heading}>
          <img className={styles.logo} src={logo.src} alt={BRAND_NAME} width={logo.width} height={logo.height} />
        </h1>
        <p className={styles.lead}>Two malls in Gurugram. Choose where you are headed.</p>
        <ul className={styles.tiles}>
          {malls.map((mall) => (
            <li key={mall.id}>
              <Link to={mall.basePath} className={styles.tile} data-mall={mall.id}>
                <span className={styles.tileName}>{mall.name}</span>
                <span className={styles.tileAction} aria-hidden="true">
                  Explore →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
