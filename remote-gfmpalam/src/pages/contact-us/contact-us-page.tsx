import { ContactSection } from '@gfm/shared/components/contact-section';
import { mallDetails } from '@gfm/shared/data/site';
import { usePageMeta } from '@gfm/shared/seo/use-page-meta';

export function ContactUsPage() {
  usePageMeta({ title: 'Contact Us | Palam Vihar', description: 'Send an enquiry to Global Foyer Mall, Palam Vihar, Gurugram, or find us on the map.' });
  return <ContactSection mall={mallDetails.gfmpalam} />;
}
