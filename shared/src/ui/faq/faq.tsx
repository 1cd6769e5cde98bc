import { useId, type CSSProperties } from 'react';
import { Link } from '@gfm/shared/router';
import { FAQ_PANEL_MAX_HEIGHT_PX } from '../../constants';
import { SectionHeading } from '../section-heading/section-heading';
import styles from './faq.module.css';
import { buttonClassName } from '../button/button';

/** requirements §3 "FAQ item". */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  title?: string;
  /** requirements §2: the 'Still have questions?' button links to the relative route `contact-us`. */
  contactHref?: string;
  /** The entries' group (`<details name>`): unique to this FAQ on its page. Generated when not given. */
  name?: string;
}

export const FAQ_CONTACT_LABEL = 'Still have questions?';

/**
 * requirements §2/§4 "FAQ block": at most one answer open, clicking the open one closes it, panels at most
 * 500 px high. The entries are `<details>` of one `name`, the platform's exclusive accordion: it
 * works in the server's page, before hydration and without JavaScript, with no code of ours.
 */
export function Faq({ items, title = 'Frequently Asked Questions', contactHref = 'contact-us', name }: FaqProps) {
  const baseId = useId();
  const group = name ?? `faq-${baseId}`;
  return (
    <section className={styles.section} aria-labelledby={`${baseId}-title`}>
      <SectionHeading id={`${baseId}-title`} title={title} />
      <div className={styles.list}>
        {items.map((item) => (
          // A visitor may open an entry before React takes the page over: `open` is theirs.
          <details key={item.id} name={group} className={styles.item} suppressHydrationWarning>
            <summary className={styles.trigger}>
              <h3 className={styles.question}>{item.question}</h3>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <div
              className={styles.panel}
              style={{ '--faq-max-height': `${FAQ_PANEL_MAX_HEIGHT_PX}px` } as CSSProperties}
            >
              <p className={styles.answer}>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
      <div className={styles.more}>
        <Link to={contactHref} relative="path" className={buttonClassName('primary')}>
          {FAQ_CONTACT_LABEL}
        </Link>
      </div>
    </section>
  );
}
