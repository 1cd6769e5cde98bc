import { useId, useState, type CSSProperties } from 'react';
import { Link } from '@gfm/shared/router';
import { FAQ_PANEL_MAX_HEIGHT_PX } from '../../constants';
import { SectionHeading } from '../section-heading/section-heading';
import styles from './faq.module.css';
import { buttonClassName } from '../button/button';

/** spec §3 "FAQ item". */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  title?: string;
  /** spec §2: the 'Still have questions?' button links to the relative route `contact-us`. */
  contactHref?: string;
}

export const FAQ_CONTACT_LABEL = 'Still have questions?';

/** spec §2/§4 "FAQ block": at most one answer open; clicking the open one closes it; panels at most 500 px high. */
export function Faq({ items, title = 'Frequently Asked Questions', contactHref = 'contact-us' }: FaqProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <section className={styles.section} aria-labelledby={`${baseId}-title`}>
      <SectionHeading id={`${baseId}-title`} title={title} />
      <div className={styles.list}>
        {items.map((item) => {
          const open = item.id === openId;
          const buttonId = `${baseId}-${item.id}-button`;
          const panelId = `${baseId}-${item.id}-panel`;
          return (
            <div key={item.id} className={styles.item} data-open={open}>
              <h3 className={styles.question}>
                <button
                  id={buttonId}
                  type="button"
                  className={styles.trigger}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                >
                  {item.question}
                  <span className={styles.icon} aria-hidden="true" />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                className={styles.panel}
                hidden={!open}
                style={{ '--faq-max-height': `${FAQ_PANEL_MAX_HEIGHT_PX}px` } as CSSProperties}
              >
                <p className={styles.answer}>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.more}>
        <Link to={contactHref} relative="path" className={buttonClassName('primary')}>
          {FAQ_CONTACT_LABEL}
        </Link>
      </div>
    </section>
  );
}
