import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { lookupImage, type ResolvedImage } from '../../images/catalogue';
import styles from './image.module.css';
import { markWhileInView } from './in-view';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'sizes'
> {
  /** From `getImage`; undefined when the catalogue had no such image (the fallback shows). */
  image: ResolvedImage | undefined;
  alt: string;
  /** How wide the image is shown, for the browser to pick a variant (`(min-width: 768px) 50vw, 100vw`). */
  sizes: string;
  /** Above the fold (the page's largest image): load at once, with high priority. */
  priority?: boolean;
  /** How the picture fills its box when the box has another shape. */
  fit?: 'cover' | 'contain';
  /** Box shape when it differs from the image's (`16 / 9`); the image's own ratio by default. */
  aspectRatio?: string;
  /** Class of the frame (the box); `className` goes to the `<img>`. */
  frameClassName?: string;
}

type LoadState = 'loading' | 'loaded' | 'error';

export const IMAGE_ERROR_MESSAGE = 'Image failed to load. Fallback image will be used.';

/**
 * spec §2 "Image component": lazy by default, a dimmed placeholder (the tiny
 * `loader` image) until loaded, pulsing while it is on screen, a 1000 ms
 * fade-in, and on error the placeholder stays and the generic broken-image
 * picture is shown. The box keeps the image's shape from the start, so
 * nothing shifts.
 */
export function Image({
  image,
  alt,
  sizes,
  priority = false,
  fit = 'cover',
  aspectRatio,
  frameClassName,
  className,
  onLoad,
  onError,
  ...rest
}: ImageProps) {
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

  // The page's largest picture is asked for from the head of the HTML, before the parser reaches the
  // style sheets and the page above it; the browser takes the first of the picture's formats it can show.
  const preferred = image?.sources[0];
  if (priority && image) {
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSizes: sizes,
      ...(preferred
        ? { imageSrcSet: preferred.srcSet, type: preferred.type }
        : image.srcSet
          ? { imageSrcSet: image.srcSet }
          : {}),
    });
  }

  const fallback = state === 'error' ? lookupImage('gfm', 'image-fallback') : undefined;
  const frameStyle: CSSProperties = {
    aspectRatio: aspectRatio ?? (image ? `${image.width} / ${image.height}` : undefined),
  };

  return (
    <span
      ref={frameRef}
      className={[styles.frame, frameClassName].filter(Boolean).join(' ')}
      style={frameStyle}
      data-state={state}
    >
      {state === 'error'
        ? fallback && (
            <img
              className={[styles.img, styles.fallback, className].filter(Boolean).join(' ')}
              src={fallback.src}
              alt={alt}
              width={fallback.width}
              height={fallback.height}
              data-fit="contain"
            />
          )
        : image && (
            <picture className={styles.picture}>
              {image.sources.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
              ))}
              <img
                ref={imgRef}
                className={[styles.img, className].filter(Boolean).join(' ')}
                src={image.src}
                srcSet={image.srcSet || undefined}
                sizes={image.srcSet ? sizes : undefined}
                alt={alt}
                width={image.width}
                height={image.height}
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={priority ? 'high' : 'auto'}
                // The first screen's picture is decoded with the frame it belongs to, not in a later one.
                decoding={priority ? 'sync' : 'async'}
                data-fit={fit}
                onLoad={(event) => {
                  setState('loaded');
                  onLoad?.(event);
                }}
                onError={(event) => {
                  console.error(IMAGE_ERROR_MESSAGE);
                  setState('error');
                  onError?.(event);
                }}
                {...rest}
              />
            </picture>
          )}
    </span>
  );
}
