import { PrivacyPolicy } from '@gfm/shared/features/privacy';
import { mallDetails } from '@gfm/shared/data/site';
import { PageMeta, type PageMetaProps } from '@gfm/shared/seo/page-meta';

export function Component() {
  const meta: PageMetaProps = {
    title: 'Privacy Policy | Palam Vihar',
    description: 'How Global Foyer Mall, Palam Vihar handles the information you send through this website.',
  };
  return (
    <>
      <PageMeta {...meta} />
      <PrivacyPolicy mall={mallDetails.gfmpalam} />
    </>
  );
}
