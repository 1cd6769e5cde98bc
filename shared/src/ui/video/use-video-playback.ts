import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ResolvedVideo } from '../../media/videos';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { useReducedMotion } from '../hooks/use-reduced-motion';

/**
 * How far ahead of the screen an ambient clip gets its source: a screen's
 * height, so it has its first frame by the time the visitor reaches it.
 */
export const VIDEO_NEAR_MARGIN = '100% 0px';

/** Whether an ambient clip is on screen, and whether it has come near it (once near, it stays so). */
function useAmbientSight(ref: RefObject<HTMLVideoElement | null>, ambient: boolean) {
  const [onScreen, setOnScreen] = useState(false);
  // The same on the server and in the browser's first render; an ambient clip gets its source once near.
  const [near, setNear] = useState(!ambient);

  // The ref is the same object at every render: listing it changes nothing.
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
  }, [ref, ambient]);

  return { onScreen, near };
}

/**
 * A clip's source (the next one after an error), and for an ambient clip
 * whether it plays: only on screen, once it has its source, and not when the
 * visitor paused it or asked for less motion.
 */
export function useVideoPlayback(video: ResolvedVideo, ambient: boolean) {
  const ref = useRef<HTMLVideoElement>(null);
  const [sourceIndex, setSourceIndex] = useState(0);
  // A clip that moves by itself starts paused for a visitor who asked for less motion, until they choose otherwise.
  const reduceMotion = useReducedMotion();
  const [pausedByChoice, setPausedByChoice] = useState<boolean | undefined>(undefined);
  const pausedByVisitor = pausedByChoice ?? (ambient && reduceMotion);
  const [playing, setPlaying] = useState(false);
  const pageLoaded = usePageLoaded();
  const { onScreen, near } = useAmbientSight(ref, ambient);
  const withSource = near && (pageLoaded || !ambient);
  const source = video.sources[sourceIndex] ?? video.sources[0];

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

  return { ref, sourceIndex, setSourceIndex, source, withSource, pausedByVisitor, playing, setPlaying, toggle };
}
