import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from './hydrated-mark';

export { HYDRATED_ATTRIBUTE };

/**
 * Marks the document once React has taken over the page. Until then (and in
 * a browser without JavaScript) the server's HTML is the page: what only
 * script can drive, such as a picture's fade-in, stays out of its way.
 */
export function useDocumentHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
