import { hoursLoader, type HoursData } from '@gfm/shared/content/content-data';
import { useLoaderData } from '@gfm/shared/router';
import { content } from '../../content';
import { DealsCarousel } from '../../components/deals-carousel/deals-carousel';
import { EntertainmentStrip } from '../../components/entertainment-strip/entertainment-strip';
import { Faq } from '@gfm/shared/ui/faq';
import { Hero } from '@gfm/shared/ui/hero';
import { VisitStrip } from '@gfm/shared/features/visit';
import { mallHoursWith } from '../../data/hours';
import { PartnerMarquee } from '@gfm/shared/ui/partner-marquee';
import { Image } from '@gfm/shared/ui/image';
import { getImage } from '@gfm/shared/images/catalogue';
import { getVideo } from '@gfm/shared/media/videos';
import { videoCatalogue } from '../../data/clips';
import { faqItems } from '../../data/faq';
import { deals, entertainmentVideos, partners } from '../../data/media';
import styles from './home-page.module.css';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';
import { shoppingCenter } from '@gfm/shared/seo/structured-data';
import { brands } from '../../data/brands';

/** The mall's hours, with the days they differ from WordPress. */
export const loader = hoursLoader(content);

export const HOME_TITLE = 'The Global Mall of All Your Needs';
export const BRANDS_CLAIM = 'More than 200 luxury brands under one roof.';

/** requirements §2 `/gfm43`: hero, partner logos, celebrations banner, deals, entertainment, FAQ. */
export function Component() {
  const { hours } = useLoaderData<HoursData>();
  const meta: PageMetaProps = {
    title: 'Sector 43 Gurugram',
    description: `${HOME_TITLE}: ${BRANDS_CLAIM} Deals, entertainment and dining at Global Foyer Mall, Sector 43, Gurugram.`,
    jsonLd: shoppingCenter(
      'gfm43',
      brands.map((brand) => brand.name),
    ),
  };
  return (
    <>
      <PageMeta {...meta} />
      <Hero
        image={getImage('gfm43', 'hero-home')}
        alt="Global Foyer Mall, Sector 43, lit up at dusk"
        title={HOME_TITLE}
        claim={BRANDS_CLAIM}
      />
      <VisitStrip mall="gfm43" hours={mallHoursWith(hours)} />
      <PartnerMarquee
        partners={partners.map((partner) => ({ name: partner.name, image: getImage('gfm43', partner.image) }))}
        subtitle={'Brands you love, all in one place'}
      />
      <section className={styles.celebrations} aria-labelledby="celebrations-title">
        <h2 id="celebrations-title" className="visually-hidden">
          Celebrations
        </h2>
        <Image
          image={getImage('gfm43', 'celebrations-banner')}
          alt="Celebrations: birthdays, anniversaries and festivals at Sector 43"
          sizes="(min-width: 1312px) 1280px, 100vw"
          frameClassName={styles.banner}
        />
      </section>
      <DealsCarousel deals={deals.map((deal) => ({ image: getImage('gfm43', deal.image), alt: deal.alt }))} />
      <EntertainmentStrip
        videos={[
          getVideo(videoCatalogue, entertainmentVideos[0]),
          getVideo(videoCatalogue, entertainmentVideos[1]),
          getVideo(videoCatalogue, entertainmentVideos[2]),
        ]}
      />
      <Faq items={faqItems} />
    </>
  );
}
