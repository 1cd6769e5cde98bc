import { useEffect } from 'react';
import { useLocation } from '@gfm/shared/router';

/**
 * spec §2: the view scrolls smoothly to the top on every route change, and
 * instantly for visitors who prefer reduced motion.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
