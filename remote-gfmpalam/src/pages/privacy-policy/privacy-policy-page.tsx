import { PrivacyPolicy } from '@gfm/shared/components/privacy-policy';
import { mallDetails } from '@gfm/shared/data/site';

export function PrivacyPolicyPage() {
  return <PrivacyPolicy mall={mallDetails.gfmpalam} />;
}
