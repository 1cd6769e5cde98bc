import { ContactSection } from '@gfm/shared/components/contact-section';
import { mallDetails } from '@gfm/shared/data/site';

export function ContactUsPage() {
  return <ContactSection mall={mallDetails.gfmpalam} />;
}
