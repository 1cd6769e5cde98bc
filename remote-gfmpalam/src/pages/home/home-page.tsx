import { Faq } from '@gfm/shared/ui/faq';
import { Hero } from '@gfm/shared/ui/hero';
import { VisitStrip } from '@gfm/shared/features/visit';
import { mallHours } from '../../data/hours';
import { PartnerMarquee } from '@gfm/shared/ui/partner-marquee';
import { Image } from '@gfm/shared/ui/image';
import { OffersCarousel } from '@gfm/shared/ui/offers-carousel';
import { SectionHeading } from '@gfm/shared/ui/section-heading';
import { getImage } from '@gfm/shared/images/catalogue';
import { faqItems } from '../../data/faq';
import { offers, partners } from '../../data/media';
import styles from './home-page.module.css';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';
import { shoppingCenter } from '@gfm/shared/seo/structured-data';
import { shops } from '../../data/shops';

export const HOME_TITLE = 'The Mall Of Your Dreams';
export const BRANDS_CLAIM = 'More than 200 luxury brands in Palam Vihar.';

/** requirements §2 `/gfmpalam`: hero, 21 partner logos, banner, offers carousel, FAQ. */
export function Component() {
  const meta: PageMetaProps = {
    title: 'Palam Vihar Gurugram',
    description: `${HOME_TITLE}: ${BRANDS_CLAIM} Offers, partners and services at Global Foyer Mall, Palam Vihar.`,
    jsonLd: shoppingCenter(
      'gfmpalam',
      shops.map((shop) => shop.name),
    ),
  };
  return (
    <>
      <PageMeta {...meta} />
      <Hero
        image={getImage('gfmpalam', 'hero-home')}
        alt="Global Foyer Mall, Palam Vihar, lit up in the evening"
        title={HOME_TITLE}
        claim={BRANDS_CLAIM}
      />
      <VisitStrip mall="gfmpalam" hours={mallHours} />
      <PartnerMarquee
        partners={partners.map((partner) => ({ name: partner.name, image: getImage('gfmpalam', partner.image) }))}
        subtitle={`${partners.length} brands and counting`}
      />
      <section className={styles.section} aria-labelledby="banner-title">
        <h2 id="banner-title" className="visually-hidden">
          Featured
        </h2>
        <Image
          image={getImage('gfmpalam', 'banner')}
          alt="The mall of your dreams: more than 200 luxury brands in Palam Vihar"
          sizes="(min-width: 1312px) 1280px, 100vw"
          frameClassName={styles.banner}
        />
      </section>
      <section className={styles.section} aria-labelledby="offers-title">
        <SectionHeading id="offers-title" title="Offers" subtitle="This month at Palam Vihar" />
        {/* Below the hero, the strip, the marquee and the banner: its pictures do not compete with the hero's (decision 063). */}
        <OffersCarousel
          label="Offers"
          priority={false}
          offers={offers.map((offer) => ({ image: getImage('gfmpalam', offer.image), alt: offer.alt }))}
        />
      </section>
      <Faq items={faqItems} />
    </>
  );
}
