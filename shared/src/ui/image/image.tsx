import { type CSSProperties, type ImgHTMLAttributes, type RefObject } from 'react';
import { preload } from 'react-dom';
import { lookupImage, type ResolvedImage } from '../../images/catalogue';
import styles from './image.module.css';
import { NEAR_GATE_ATTRIBUTE } from './near-pictures';
import { IMAGE_ERROR_MESSAGE, useImageState, type LoadState } from './use-image-state';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'sizes'
> {
  /** From `getImage`; undefined when the catalogue had no such image (the fallback shows). */
  image: ResolvedImage | undefined;
  alt: string;
  /** How wide the image is shown, for the browser to pick a variant (`(min-width: 768px) 50vw, 100vw`). */
  sizes: string;
  /** Above the fold (the page's largest image): load at once, with high priority. Every other is lazy and low. */
  priority?: boolean;
  /** How the picture fills its box when the box has another shape. */
  fit?: 'cover' | 'contain';
  /** Box shape when it differs from the image's (`16 / 9`); the image's own ratio by default. */
  aspectRatio?: string;
  /** Class of the frame (the box); `className` goes to the `<img>`. */
  frameClassName?: string;
}

export { IMAGE_ERROR_MESSAGE };

/**
 * The page's largest picture is asked for from the head of the HTML, before the parser reaches the
 * style sheets and the page above it; the browser takes the first of the picture's formats it can show.
 */
function preloadImage(image: ResolvedImage, sizes: string) {
  const preferred = image.sources[0];
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

/** The generic broken-image picture, shown when the image failed or was not in the catalogue. */
function FallbackImage({ alt, className }: { alt: string; className: string | undefined }) {
  const fallback = lookupImage('gfm', 'image-fallback');
  return (
    fallback && (
      <img
        className={[styles.img, styles.fallback, className].filter(Boolean).join(' ')}
        src={fallback.src}
        alt={alt}
        width={fallback.width}
        height={fallback.height}
        data-fit="contain"
      />
    )
  );
}

interface PictureProps extends Omit<ImageProps, 'image' | 'aspectRatio' | 'frameClassName'> {
  image: ResolvedImage;
  imgRef: RefObject<HTMLImageElement | null>;
  setState: (state: LoadState) => void;
}

/** The picture in each of its formats and widths. */
function Picture({
  image,
  imgRef,
  setState,
  alt,
  sizes,
  priority,
  fit,
  className,
  onLoad,
  onError,
  ...rest
}: PictureProps) {
  return (
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
        // Every other picture asks at low priority, and Chromium keeps it low even once laid out on the
        // first screen (a slide peeking in, a card's picture): the largest one comes first (decision 069).
        fetchPriority={priority ? 'high' : 'low'}
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
  );
}

/**
 * requirements §2 "Image component": lazy by default, a dimmed placeholder (the tiny
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
  ...rest
}: ImageProps) {
  const { state, setState, imgRef, frameRef } = useImageState(image, priority);
  if (priority && image) preloadImage(image, sizes);
  const frameStyle: CSSProperties = {
    aspectRatio: aspectRatio ?? (image ? `${image.width} / ${image.height}` : undefined),
  };

  return (
    <span
      ref={frameRef}
      className={[styles.frame, frameClassName].filter(Boolean).join(' ')}
      style={frameStyle}
      data-state={state}
      // In a page's lower part, the picture waits for the visitor to come near the part (near-pictures.ts).
      {...(priority ? {} : { [NEAR_GATE_ATTRIBUTE]: '' })}
    >
      {state === 'error' ? (
        <FallbackImage alt={alt} className={className} />
      ) : (
        image && (
          <Picture
            image={image}
            imgRef={imgRef}
            setState={setState}
            alt={alt}
            sizes={sizes}
            priority={priority}
            fit={fit}
            className={className}
            {...rest}
          />
        )
      )}
    </span>
  );
}
