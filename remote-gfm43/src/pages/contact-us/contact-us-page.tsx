import { ContactSection } from '@gfm/shared/features/enquiry';
import { mallDetails } from '@gfm/shared/data/site';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';

export function Component() {
  const meta: PageMetaProps = {
    title: 'Contact Us | Sector 43',
    description: 'Send an enquiry to Global Foyer Mall, Sector 43, Gurugram, or find us on the map.',
  };
  return (
    <>
      <PageMeta {...meta} />
      <ContactSection mall={mallDetails.gfm43} />
    </>
  );
}
