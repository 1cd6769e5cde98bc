import { type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Link, NavLink } from '@gfm/shared/router';
import type { ResolvedImage } from '../../../images/catalogue';
import { SmartLink } from '../../../ui/smart-link/smart-link';
import styles from './header.module.css';
import { useMenuPopover } from './use-menu-popover';

/** requirements §3 "Nav link". */
export interface NavLinkItem {
  title: string;
  path: string;
}

export interface HeaderCallToAction {
  /** requirements §2: default text 'Visit Now'. */
  label?: string;
  /** requirements §2: default target '#'. */
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
/** The menu button's name: its expanded state, not its name, says whether the menu is open. */
export const MENU_BUTTON_LABEL = 'Menu';
/** The panel's own close button (it lies over the menu button). */
export const CLOSE_BUTTON_LABEL = 'Close';

/** The slide-in panel: its close button, the navigation and the call-to-action. */
function MenuPanel({
  menuId,
  navLabel,
  navLinks,
  ctaHref,
  ctaLabel,
  closeMenu,
}: {
  menuId: string;
  navLabel: string;
  navLinks: readonly NavLinkItem[];
  ctaHref: string;
  ctaLabel: string;
  closeMenu: () => void;
}) {
  return (
    <div className={styles.panel}>
      {/* The open panel lies over the menu button: it closes from here. */}
      <button type="button" className={styles.close} popoverTarget={menuId} popoverTargetAction="hide">
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{CLOSE_BUTTON_LABEL}</span>
      </button>
      <nav aria-label={navLabel}>
        <ul className={styles.navList}>
          {navLinks.map((link) => (
            <li key={link.path}>
              <NavLink
                to={link.path}
                // A link that others extend (the mall's home) is current only on its own page.
                end={navLinks.some((other) => other.path.startsWith(`${link.path}/`))}
                className={({ isActive }) => [styles.navLink, isActive ? styles.active : ''].filter(Boolean).join(' ')}
                onClick={closeMenu}
              >
                {link.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SmartLink href={ctaHref} className={styles.cta} onClick={closeMenu}>
        {ctaLabel}
      </SmartLink>
    </div>
  );
}

/**
 * requirements §2/§4: the navigation with a call-to-action. Below the layout breakpoint it is a slide-in
 * menu, a native popover: the button opens it, a tap outside or Esc closes it, with no script (in
 * the server's page, before hydration, without JavaScript). React adds what the platform does not:
 * focus on the first link when it opens, `aria-expanded` for the other browsers, and closing it
 * on a navigation that does not load a page.
 */
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
  const { menuOpen, menuRef, menuId, onMenuToggle, closeMenu } = useMenuPopover();

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
            // Not before the page's largest picture: a small outline, not the picture a phone waits for (decision 069).
            // Low also keeps React from preloading it from the head, as it does an eager picture outside <picture>.
            fetchPriority="low"
          />
        </Link>
        {search && <div className={styles.search}>{search}</div>}
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget={menuId}
          // Chromium exposes the popover's state on its invoker by itself; the attribute is for the others.
          aria-expanded={menuOpen}
          aria-controls={menuId}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className="visually-hidden">{MENU_BUTTON_LABEL}</span>
        </button>
        <div id={menuId} ref={menuRef} className={styles.menu} popover="auto" onToggle={onMenuToggle}>
          {/* requirements §2's overlay: a tap on it closes the menu and goes no further, with or without script
              (the popover's own light dismiss would pass the tap on to whatever is under it). */}
          <button
            type="button"
            className={styles.overlay}
            popoverTarget={menuId}
            popoverTargetAction="hide"
            tabIndex={-1}
            aria-hidden="true"
          />
          <MenuPanel
            menuId={menuId}
            navLabel={navLabel}
            navLinks={navLinks}
            ctaHref={ctaHref}
            ctaLabel={ctaLabel}
            closeMenu={closeMenu}
          />
        </div>
      </div>
    </header>
  );
}
