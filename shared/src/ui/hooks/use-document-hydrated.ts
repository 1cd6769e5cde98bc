import { useEffect } from 'react';

/** The document's mark that the page runs its script: `html[data-hydrated]`. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has taken over the page. Until then (and in
 * a browser without JavaScript) the server's HTML is the page: what only
 * script can drive, such as a picture's fade-in, stays out of its way.
 */
export function useDocumentHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}
