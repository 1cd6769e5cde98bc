import { Image } from '@gfm/shared/ui/image';
import { LoopingSlider } from '@gfm/shared/ui/looping-slider';
import { SectionHeading } from '@gfm/shared/ui/section-heading';
import { getImage } from '@gfm/shared/images/catalogue';
import { services } from '../../data/media';
import styles from './services-carousel.module.css';

/** requirements §2: the personalised-services carousel (Hair Art, Makeup, Men's Grooming, Pedicure & Manicure). */
export function ServicesCarousel() {
  return (
    <section className={styles.section} aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        title="Personalised Services"
        subtitle="Book a session at any of our salons"
      />
      <LoopingSlider
        label="Personalised services"
        visible={[1, 2, 3]}
        items={services.map((service) => (
          <article key={service.title} className={styles.card}>
            <Image
              image={getImage('gfmpalam', service.image)}
              alt={service.alt}
              sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw"
            />
            <h3 className={styles.title}>{service.title}</h3>
            <p className={styles.body}>{service.body}</p>
          </article>
        ))}
      />
    </section>
  );
}
