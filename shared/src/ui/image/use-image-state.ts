import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ResolvedImage } from '../../images/catalogue';
import { markWhileInView } from './in-view';

export type LoadState = 'loading' | 'loaded' | 'error';

export const IMAGE_ERROR_MESSAGE = 'Image failed to load. Fallback image will be used.';

/**
 * Whether the picture is loading, loaded or failed, with the frame marked to
 * match: at once for a picture the browser already has, pulsing only on
 * screen, and the placeholder's loader set on the element.
 */
export function useImageState(image: ResolvedImage | undefined) {
  const [state, setState] = useState<LoadState>(image ? 'loading' : 'error');
  const imgRef = useRef<HTMLImageElement>(null);
  const frameRef = useRef<HTMLSpanElement>(null);

  // An image the browser already has (preloaded by the page's HTML, or the
  // same picture drawn again, e.g. a carousel taking over from its
  // first-offer stand-in) is shown at once, not faded in; one still loading
  // keeps its fade-in. The frame is marked in the DOM here and not only
  // through state: a parent's layout effect runs before that state is drawn,
  // and one that measures (swiper does) would have the browser compute the
  // image as transparent, so it would fade in after all, a second late.
  useLayoutEffect(() => {
    const img = imgRef.current;
    if (!img?.complete || state !== 'loading') return;
    if (img.naturalWidth > 0) {
      if (frameRef.current) frameRef.current.dataset.state = 'loaded';
      setState('loaded');
    } else if (img.currentSrc) {
      // It failed before React took over the server's page, so its error event was never seen.
      console.error(IMAGE_ERROR_MESSAGE);
      setState('error');
    }
  }, [state]);

  // The placeholder pulses only while the visitor can see it (decision 022).
  useEffect(() => {
    const frame = frameRef.current;
    if (state !== 'loading' || !frame) return;
    return markWhileInView(frame);
  }, [state]);

  // The loader is a custom property the style sheet uses only where the placeholder can be seen (on
  // screen, on error): every data: URL a style recalculation meets is decoded and fetched there, and a
  // page's off-screen frames cost it for nobody (decision 025). It is set on the element, not written
  // into the server's HTML: each picture's is different, and each style attribute of the HTML needs a
  // hash of its own in the security policy (decision 028); the placeholder only shows with script anyway.
  const loader = image ? `url("${image.loader}")` : undefined;
  useLayoutEffect(() => {
    if (loader) frameRef.current?.style.setProperty('--image-loader', loader);
  }, [loader]);

  return { state, setState, imgRef, frameRef };
}
