import { useCallback, useEffect, useRef, useState, type VideoHTMLAttributes } from 'react';
import type { ResolvedVideo } from '../../media/videos';
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

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}

/**
 * spec §2 "Video component": preload `metadata` by default; on error it
 * switches to the alternate source. An ambient clip plays only while on screen,
 * never under reduced motion, and always has a pause control (it moves for
 * more than five seconds).
 */
export function Video({ video, ambient = false, preload = 'metadata', frameClassName, className, onError, ...rest }: VideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [sourceIndex, setSourceIndex] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(() => ambient && prefersReducedMotion());
  const [playing, setPlaying] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const source = video.sources[sourceIndex] ?? video.sources[0];

  useEffect(() => {
    const element = ref.current;
    if (!ambient || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false), { threshold: 0.25 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ambient]);

  useEffect(() => {
    const element = ref.current;
    if (!ambient || !element) return;
    if (onScreen && !pausedByVisitor) {
      // Autoplay can be refused (power saving); the control then offers Play.
      element.play()?.catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  }, [ambient, onScreen, pausedByVisitor, sourceIndex]);

  const toggle = useCallback(() => {
    setPausedByVisitor((paused) => !paused);
  }, []);

  return (
    <span className={[styles.frame, frameClassName].filter(Boolean).join(' ')} style={{ aspectRatio: `${video.width} / ${video.height}` }}>
      <video
        ref={ref}
        className={[styles.video, className].filter(Boolean).join(' ')}
        src={source?.src}
        poster={video.poster}
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
      {ambient && <PauseButton paused={pausedByVisitor || !playing} subject={`video: ${video.title}`} className={styles.control} onClick={toggle} />}
    </span>
  );
}
