import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useStripTakeOver } from '../hooks/use-strip-take-over';

/**
 * The slide showing and what pauses the slideshow (the visitor's choice,
 * hover or focus, reduced motion); it advances every `intervalMs` otherwise,
 * starting from the slide the visitor scrolled the strip to.
 */
export function useSlideshow(count: number, intervalMs: number) {
  const [active, setActive] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduceMotion = useReducedMotion();
  const hydrated = useHydrated();
  const paused = pausedByVisitor || hovered || reduceMotion;
  const stripRef = useRef<HTMLDivElement>(null);
  // The slideshow starts on the slide the visitor scrolled the strip to.
  useStripTakeOver(stripRef, 'start', setActive);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => setActive((index) => (index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [active, paused, intervalMs, count]);

  return {
    active,
    setActive,
    pausedByVisitor,
    setPausedByVisitor,
    setHovered,
    reduceMotion,
    hydrated,
    paused,
    stripRef,
  };
}
