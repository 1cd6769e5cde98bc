import { useEffect, useRef } from 'react';
import { useLocation } from '@gfm/shared/router';

/**
 * requirements §2: the view scrolls smoothly to the top on every route change, and
 * instantly for visitors who prefer reduced motion. Not on the first page
 * shown: the browser places that one, and a visitor who scrolled the server's
 * page before it hydrated keeps their place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
