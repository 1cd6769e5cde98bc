import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react';
import { useLocation } from '@gfm/shared/router';
import { BREAKPOINT_LAYOUT } from '../../../constants';

/** Closing a closed popover does nothing; jsdom has no popovers at all. */
function hideMenu(menu: HTMLElement | null) {
  menu?.hidePopover?.();
}

/**
 * What React adds to the menu's native popover: its open state for
 * `aria-expanded`, focus on the first link when it opens, and closing it on
 * a navigation that loads no page or when the screen becomes wide.
 */
export function useMenuPopover() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const shownFor = useRef(pathname);

  useEffect(() => {
    // Opened in the server's page, before React took it over: its toggle event went unheard.
    if (menuRef.current?.matches(':popover-open')) setMenuOpen(true);
  }, []);

  useEffect(() => {
    // A route change that is no click in the menu (Back, Forward) closes it too.
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    hideMenu(menuRef.current);
  }, [pathname]);

  useEffect(() => {
    // Open in the top layer on a wide screen, the inline navigation would float over the page: a
    // phone turned or a window widened with the menu open closes it.
    const wide = window.matchMedia?.(`(min-width: ${BREAKPOINT_LAYOUT}px)`);
    if (!wide) return undefined;
    const onChange = () => {
      if (wide.matches) hideMenu(menuRef.current);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const onMenuToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const open = event.newState === 'open';
    setMenuOpen(open);
    if (open) event.currentTarget.querySelector<HTMLElement>('a[href]')?.focus();
  };
  // Client-side navigation loads no page: the menu is closed by hand.
  const closeMenu = () => hideMenu(menuRef.current);

  return { menuOpen, menuRef, menuId, onMenuToggle, closeMenu };
}
