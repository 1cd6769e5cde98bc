import type { ResolvedImage } from '@gfm/shared/images/catalogue';
import { Image } from '@gfm/shared/ui/image';
import { isExternalHref } from '@gfm/shared/ui/smart-link';
import styles from './car-showroom-grid.module.css';

/** requirements §3 "Car entry (showroom grid)". */
export interface CarEntry {
  name: string;
  image: ResolvedImage;
  logo: ResolvedImage;
  url?: string;
}

export interface CarShowroomGridProps {
  cars: readonly CarEntry[];
}

/** requirements §2 "Car showroom grid": a car image and a round logo linking to the car's url (or `#`). */
export function CarShowroomGrid({ cars }: CarShowroomGridProps) {
  return (
    <ul className={styles.grid}>
      {cars.map((car) => {
        const href = car.url ?? '#';
        const external = isExternalHref(href);
        return (
          <li key={car.name} className={styles.card}>
            <Image image={car.image} alt={`${car.name} showroom`} sizes="(min-width: 768px) 45vw, 100vw" />
            <a
              className={styles.logoLink}
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Image
                image={car.logo}
                alt={`${car.name}${external ? ' website (opens in a new tab)' : ''}`}
                sizes="96px"
                frameClassName={styles.logo}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
