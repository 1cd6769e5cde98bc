import { useCallback, useEffect, useRef, useState, type VideoHTMLAttributes } from 'react';
import type { ResolvedVideo } from '../../media/videos';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { PauseButton } from '../pause-button/pause-button';
import styles from './video.module.css';

export interface VideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src' | 'poster' | 'children'> {
  video: ResolvedVideo;
  /** Moves by itself: muted, looping, inline; paused off-screen and for reduced motion. */
  ambient?: boolean;
  /** Class of the frame; `className` goes to the `<video>`. */
  frameClassName?: string;
}

export const VIDEO_ERROR_MESSAGE = 'Video failed to load. Fallback video will be used.';
export const VIDEO_UNSUPPORTED_TEXT = 'Your browser does not support the video tag.';

/**
 * How far ahead of the screen an ambient clip gets its source: a screen's
 * height, so it has its first frame by the time the visitor reaches it.
 */
export const VIDEO_NEAR_MARGIN = '100% 0px';

/**
 * spec §2 "Video component": preload `metadata` by default; on error it
 * switches to the alternate source. An ambient clip plays only while on screen,
 * never under reduced motion, and always has a pause control (it moves for
 * more than five seconds). It gets its source only once it comes near the
 * screen and the page has loaded, its poster standing in until then: a clip
 * far down the page cost the page's start-up its media player and its
 * metadata for nobody (decision 024), and one near the top shared a phone's
 * bandwidth with the first pictures and the page's code.
 *
 * The poster is a lazy picture under the clip, not the `poster` attribute: a
 * browser fetches a poster at once, wherever the clip is, at the priority of a
 * page's first pictures (three clips far down Sector 43's home took 28 KB of a
 * phone's first second). The picture is fetched as it nears the screen, with
 * or without script; the clip, transparent until it has a frame, covers it.
 */
export function Video({
  video,
  ambient = false,
  preload = 'metadata',
  frameClassName,
  className,
  onError,
  ...rest
}: VideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [sourceIndex, setSourceIndex] = useState(0);
  // A clip that moves by itself starts paused for a visitor who asked for less motion, until they choose otherwise.
  const reduceMotion = useReducedMotion();
  const [pausedByChoice, setPausedByChoice] = useState<boolean | undefined>(undefined);
  const pausedByVisitor = pausedByChoice ?? (ambient && reduceMotion);
  const [playing, setPlaying] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  // The same on the server and in the browser's first render; an ambient clip gets its source once near.
  const [near, setNear] = useState(!ambient);
  const pageLoaded = usePageLoaded();
  const withSource = near && (pageLoaded || !ambient);
  const source = video.sources[sourceIndex] ?? video.sources[0];

  useEffect(() => {
    const element = ref.current;
    if (!ambient || !element) return undefined;
    const onScreenObserver = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false), {
      threshold: 0.25,
    });
    const nearObserver = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        nearObserver.disconnect();
      },
      { rootMargin: VIDEO_NEAR_MARGIN },
    );
    onScreenObserver.observe(element);
    nearObserver.observe(element);
    return () => {
      onScreenObserver.disconnect();
      nearObserver.disconnect();
    };
  }, [ambient]);

  useEffect(() => {
    const element = ref.current;
    if (!ambient || !element) return;
    if (onScreen && withSource && !pausedByVisitor) {
      // Autoplay can be refused (power saving); the control then offers Play.
      element.play()?.catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  }, [ambient, onScreen, withSource, pausedByVisitor, sourceIndex]);

  const toggle = useCallback(() => {
    setPausedByChoice(!pausedByVisitor);
  }, [pausedByVisitor]);

  return (
    <span
      className={[styles.frame, frameClassName].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${video.width} / ${video.height}` }}
    >
      <img
        className={styles.poster}
        src={video.poster}
        alt=""
        width={video.width}
        height={video.height}
        loading="lazy"
        decoding="async"
      />
      <video
        ref={ref}
        className={[styles.video, className].filter(Boolean).join(' ')}
        src={withSource ? source?.src : undefined}
        preload={preload}
        width={video.width}
        height={video.height}
        aria-label={video.title}
        {...(ambient ? { muted: true, loop: true, playsInline: true } : {})}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={(event) => {
          if (sourceIndex < video.sources.length - 1) {
            console.error(VIDEO_ERROR_MESSAGE);
            setSourceIndex(sourceIndex + 1);
          }
          onError?.(event);
        }}
        {...rest}
      >
        {VIDEO_UNSUPPORTED_TEXT}
      </video>
      {ambient && (
        <PauseButton
          paused={pausedByVisitor || !playing}
          subject={`video: ${video.title}`}
          className={styles.control}
          onClick={toggle}
        />
      )}
    </span>
  );
}
