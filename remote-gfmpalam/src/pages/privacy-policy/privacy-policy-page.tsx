import { PrivacyPolicy } from '@gfm/shared/components/privacy-policy';
import { mallDetails } from '@gfm/shared/data/site';
import { usePageMeta } from '@gfm/shared/seo/use-page-meta';

export function PrivacyPolicyPage() {
  usePageMeta({ title: 'Privacy Policy | Palam Vihar', description: 'How Global Foyer Mall, Palam Vihar handles the information you send through this website.' });
  return <PrivacyPolicy mall={mallDetails.gfmpalam} />;
}
