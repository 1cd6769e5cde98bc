import type { ComponentPropsWithoutRef } from 'react';
import { BRAND_NAME } from '../../../data/malls';
import type { SocialLink, SocialNetwork } from '../../../data/site';
import { SmartLink } from '../../../ui/smart-link/smart-link';
import styles from './footer.module.css';

/** requirements §3 "Footer link group". */
export interface FooterLinkGroup {
  heading: string;
  links: readonly { label: string; redirectURI: string }[];
}

export interface FooterProps extends ComponentPropsWithoutRef<'footer'> {
  groups: readonly FooterLinkGroup[];
  socialLinks: readonly SocialLink[];
  brandName?: string;
}

const socialIconPaths: Record<SocialNetwork, string> = {
  Instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.25 5.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z',
  Facebook:
    'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8h3.3Z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
};

export function Footer({ groups, socialLinks, brandName = BRAND_NAME, className, ...rest }: FooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.inner}>
        <div className={styles.groups}>
          {groups.map((group) => (
            <nav key={group.heading} aria-label={group.heading} className={styles.group}>
              <h2 className={styles.heading}>{group.heading}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.redirectURI}>
                    <SmartLink href={link.redirectURI} className={styles.link}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <ul className={styles.social} aria-label="Social networks">
          {socialLinks.map((social) => (
            <li key={social.network}>
              <a className={styles.socialLink} href={social.href} target="_blank" rel="noopener noreferrer">
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path d={socialIconPaths[social.network]} fill="currentColor" />
                </svg>
                <span className="visually-hidden">
                  {brandName} on {social.network} (opens in a new tab)
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          © {year} {brandName} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
