import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { imageLoader, type ResolvedImage } from '../../images/catalogue';
import { markWhileInView } from './in-view';
import { revealPartsOf } from './near-pictures';

export type LoadState = 'loading' | 'loaded' | 'error';

export const IMAGE_ERROR_MESSAGE = 'Image failed to load. Fallback image will be used.';

/**
 * Whether the picture is loading, loaded or failed, with the frame marked to
 * match: at once for a picture the browser already has, pulsing only on
 * screen, and the placeholder's loader set on the element.
 */
export function useImageState(image: ResolvedImage | undefined, priority = false) {
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

  // The placeholder pulses only while the visitor can see it (decision 022), and its loader
  // is asked for the first time a picture still loading is on screen: the loaders are most of an
  // image set's bytes, and a page whose pictures arrive before the visitor sees them never needs
  // them (decision 068). The loader is a custom property the style sheet uses only where the
  // placeholder can be seen (on screen, on error): every data: URL a style recalculation meets is
  // decoded and fetched there (decision 025). It is set on the element, not written into the
  // server's HTML: each picture's is different, and each style attribute of the HTML needs a hash
  // of its own in the security policy (decision 028); the placeholder only shows with script anyway.
  const loaderName = image?.loader ? `${image.loader.set}/${image.loader.name}` : undefined;
  useEffect(() => {
    const frame = frameRef.current;
    if (state === 'loaded' || !frame) return;
    let stopped = false;
    const stop = markWhileInView(frame, () => {
      if (!image) return;
      void imageLoader(image).then((loader) => {
        if (loader && !stopped) frame.style.setProperty('--image-loader', `url("${loader}")`);
      });
    });
    return () => {
      stopped = true;
      stop();
    };
    // The picture is named by `loaderName`: a new object for the same picture changes nothing.
  }, [state, loaderName]); // eslint-disable-line react-hooks/exhaustive-deps

  // A picture in a page's lower part is shown (and so asked for) once the visitor comes near the part;
  // boot.js watches the server's parts, this the parts of the pictures the app draws (decision 078).
  useEffect(() => (frameRef.current && !priority ? revealPartsOf(frameRef.current) : undefined), [priority]);

  return { state, setState, imgRef, frameRef };
}
