import './image-set';
import { MallLayout } from '@gfm/shared/features/frame';
import type { MallLayoutComponentProps } from '@gfm/shared/contracts/remotes';
import { NewsletterStrip } from '@gfm/shared/ui/newsletter-strip';
import { getImage } from '@gfm/shared/images/catalogue';
import { paths } from '@gfm/shared/paths';
import { newsletterImages } from './data/media';
import { footerGroups } from './data/footer-links';
import { navLinks } from './data/nav-links';

/** Exposed as `gfmpalam/layout`: the frame of every Palam Vihar page. */
export default function GfmPalamLayout({ children }: MallLayoutComponentProps) {
  return (
    <MallLayout
      mallId="gfmpalam"
      navLinks={navLinks}
      callToAction={{ label: 'Contact Us', href: paths.mall.contact.getHref('gfmpalam') }}
      footerGroups={footerGroups}
      newsletter={
        <NewsletterStrip
          images={newsletterImages.map((entry) => ({ image: getImage('gfmpalam', entry.image), alt: entry.alt }))}
        />
      }
    >
      {children}
    </MallLayout>
  );
}
