import './image-set';
import { MallLayout } from '@gfm/shared/features/frame';
import type { MallLayoutComponentProps } from '@gfm/shared/contracts/remotes';
import { NewsletterStrip } from '@gfm/shared/ui/newsletter-strip';
import { MEMBERSHIP_URL } from '@gfm/shared/data/site';
import { getImage } from '@gfm/shared/images/catalogue';
import { newsletterImages } from './data/media';
import { footerGroups } from './data/footer-links';
import { navLinks } from './data/nav-links';

/** Exposed as `gfm43/layout`: the frame of every Sector 43 page. */
export default function Gfm43Layout({ children }: MallLayoutComponentProps) {
  return (
    <MallLayout
      mallId="gfm43"
      navLinks={navLinks}
      callToAction={{ label: 'Become a Member', href: MEMBERSHIP_URL }}
      footerGroups={footerGroups}
      newsletter={
        <NewsletterStrip
          images={newsletterImages.map((entry) => ({ image: getImage('gfm43', entry.image), alt: entry.alt }))}
        />
      }
    >
      {children}
    </MallLayout>
  );
}
