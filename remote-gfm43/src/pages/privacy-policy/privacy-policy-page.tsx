import { PrivacyPolicy } from '@gfm/shared/components/privacy-policy';
import { mallDetails } from '@gfm/shared/data/site';
import { usePageMeta } from '@gfm/shared/seo/use-page-meta';

export function PrivacyPolicyPage() {
  usePageMeta({ title: 'Privacy Policy | Sector 43', description: 'How Global Foyer Mall, Sector 43 handles the information you send through this website.' });
  return <PrivacyPolicy mall={mallDetails.gfm43} />;
}
