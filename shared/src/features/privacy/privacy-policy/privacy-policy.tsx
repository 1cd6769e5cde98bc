import { privacyPolicy } from '../../../data/privacy-policy';
import type { MallDetails } from '../../../data/site';
import styles from './privacy-policy.module.css';
import { PageTitle } from '../../../ui/page-title/page-title';

export interface PrivacyPolicyProps {
  mall: MallDetails;
}

/** requirements §2: the static privacy policy, nine sections. */
export function PrivacyPolicy({ mall }: PrivacyPolicyProps) {
  return (
    <article className={styles.policy} aria-labelledby="policy-title">
      <PageTitle id="policy-title">Privacy Policy</PageTitle>
      {privacyPolicy(mall).map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
