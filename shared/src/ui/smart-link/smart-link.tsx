import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@gfm/shared/router';

export interface SmartLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * A link that uses client-side navigation for the site's own routes and a plain
 * anchor for everything else. Other sites open in a new tab, safely.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href) || href.startsWith('//');
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
