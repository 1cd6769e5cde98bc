import { useEffect, useState } from 'react';

/**
 * False until the page has loaded (the window's `load`: its pictures and its
 * scripts are in), then true. For downloads nobody needs to see the page (an
 * ambient clip behind its poster): on a phone's connection they would share
 * its bandwidth with the first pictures and the page's code.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
