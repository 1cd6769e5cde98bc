import { Faq } from '@gfm/shared/ui/faq';
import { Hero } from '@gfm/shared/ui/hero';
import { VisitStrip } from '@gfm/shared/features/visit';
import { mallHoursWith } from '../../data/hours';
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
import { contentData, type HoursData } from '@gfm/shared/content/content-data';
import type { DatedOffer } from '@gfm/shared/dated/offers-and-events';
import { notEndedAt, runningAt } from '@gfm/shared/dated/dated';
import { useMinute } from '@gfm/shared/features/hours';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';

export const HOME_TITLE = 'The Mall Of Your Dreams';
export const BRANDS_CLAIM = 'More than 200 luxury brands in Palam Vihar.';

interface HomeData extends HoursData {
  /** The mall's offers with a picture from WordPress, not ended when the page was rendered. */
  offers: DatedOffer[];
  now: string;
}

/** The offers the marketing staff publish with a picture, and the days the hours differ, from WordPress (decision 077). */
export function loader() {
  return contentData<HomeData>(
    content,
    ['offers', 'hours'],
    (found, now) => ({
      hours: found?.hours ?? [],
      offers: notEndedAt(found?.offers ?? [], now).filter((offer) => offer.picture ?? offer.pictureMissing),
      now: now.toISOString(),
    }),
    (value) => value.offers,
  );
}

/**
 * requirements §2 `/gfmpalam`: hero, 21 partner logos, banner, offers carousel, FAQ. The carousel shows
 * the offers running (at the page's minute, so a page left open drops one as it ends), then the mall's own.
 */
export function Component() {
  const { hours, offers: published, now } = useLoaderData<HomeData>();
  const at = useMinute() ?? Date.parse(now);
  const placeholder = getImage('gfmpalam', 'hero-home');
  const running = runningAt(published, new Date(at)).map((offer) => ({
    id: offer.id,
    image: offer.picture?.image ?? placeholder,
    alt: offer.title,
  }));
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
      <VisitStrip mall="gfmpalam" hours={mallHoursWith(hours)} />
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
          // The mall's banners are two wide for one high; a picture from WordPress is cut to that shape.
          aspectRatio="2 / 1"
          offers={[
            ...running,
            ...offers.map((offer) => ({ image: getImage('gfmpalam', offer.image), alt: offer.alt })),
          ]}
        />
      </section>
      <Faq items={faqItems} />
    </>
  );
}
