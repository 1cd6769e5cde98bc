import { useCallback, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from '@gfm/shared/router';
import type { ResolvedImage } from '../../images/catalogue';
import { SmartLink } from '../smart-link/smart-link';
import styles from './header.module.css';

/** spec §3 "Nav link". */
export interface NavLinkItem {
  title: string;
  path: string;
}

export interface HeaderCallToAction {
  /** spec §2: default text 'Visit Now'. */
  label?: string;
  /** spec §2: default target '#'. */
  href?: string;
}

export interface HeaderProps extends ComponentPropsWithoutRef<'header'> {
  logo: ResolvedImage;
  logoAlt: string;
  navLinks: readonly NavLinkItem[];
  callToAction?: HeaderCallToAction;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** The site's search: a row of its own under the bar on a phone, in the bar on a wide screen. */
  search?: ReactNode;
}

export const DEFAULT_CTA_LABEL = 'Visit Now';
export const DEFAULT_CTA_HREF = '#';

export function Header({
  logo,
  logoAlt,
  navLinks,
  callToAction,
  navLabel = 'Main',
  search,
  className,
  ...rest
}: HeaderProps) {
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: following a link (or Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const closeMenu = useCallback(
    (returnFocus: boolean) => {
      setMenuOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    },
    [setMenuOpen],
  );

  useEffect(() => {
    if (!menuOpen) return undefined;
    menuRef.current?.querySelector<HTMLElement>('input, a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  const ctaLabel = callToAction?.label ?? DEFAULT_CTA_LABEL;
  const ctaHref = callToAction?.href ?? DEFAULT_CTA_HREF;

  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink}>
          <img
            className={styles.logo}
            src={logo.src}
            alt={logoAlt}
            width={logo.width}
            height={logo.height}
            fetchPriority="high"
          />
        </Link>
        {search && <div className={styles.search}>{search}</div>}
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div
          id={menuId}
          ref={menuRef}
          className={styles.menu}
          data-open={menuOpen}
        >
          <nav aria-label={navLabel}>
            <ul className={styles.navList}>
              {navLinks.map((link) => (
                <li key={link.path}>
                  <NavLink
                    to={link.path}
                    // A link that others extend (the mall's home) is current only on its own page.
                    end={navLinks.some((other) => other.path.startsWith(`${link.path}/`))}
                    className={({ isActive }) =>
                      [styles.navLink, isActive ? styles.active : ''].filter(Boolean).join(' ')
                    }
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SmartLink href={ctaHref} className={styles.cta} onClick={() => setMenuOpen(false)}>
            {ctaLabel}
          </SmartLink>
        </div>
      </div>
      {menuOpen && (
        <div className={styles.overlay} data-testid="menu-overlay" aria-hidden="true" onClick={() => closeMenu(false)} />
      )}
    </header>
  );
}
