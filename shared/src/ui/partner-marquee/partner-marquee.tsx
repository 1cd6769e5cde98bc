import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import { Marquee } from '../marquee/marquee';
import { SectionHeading } from '../section-heading/section-heading';
import styles from './partner-marquee.module.css';

export interface Partner {
  name: string;
  image: ResolvedImage;
}

export interface PartnerMarqueeProps {
  partners: readonly Partner[];
  subtitle: string;
}

/** requirements §2 "Partner-logo marquee": the logos in two rows moving in opposite directions. */
export function PartnerMarquee({ partners, subtitle }: PartnerMarqueeProps) {
  const half = Math.ceil(partners.length / 2);
  const logo = (partner: Partner) => (
    <Image image={partner.image} alt={partner.name} sizes="160px" frameClassName={styles.logo} />
  );
  return (
    <section className={styles.section} aria-labelledby="partners-title">
      <SectionHeading id="partners-title" title="Our Partners" subtitle={subtitle} />
      <Marquee
        label="Partner brands"
        subject="partner logos"
        rows={[
          { items: partners.slice(0, half).map(logo), direction: 'left' },
          { items: partners.slice(half).map(logo), direction: 'right' },
        ]}
      />
    </section>
  );
}
