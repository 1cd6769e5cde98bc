import { useEffect, useRef, useState } from 'react';

/**
 * The slider's position among the tripled slides: one slide per move; once
 * the transition is over it jumps back into the middle copy, where the same
 * slides sit, without a transition.
 */
export function useLoopPosition(count: number, transitionMs: number) {
  const [position, setPosition] = useState(count);
  const [animating, setAnimating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const move = (step: 1 | -1) => {
    if (animating || count === 0) return;
    setAnimating(true);
    setPosition((current) => current + step);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setAnimating(false);
      // Back into the middle copy, where the same slides sit: the visitor sees no jump.
      setPosition((current) => (current >= 2 * count ? current - count : current < count ? current + count : current));
    }, transitionMs);
  };

  return { position, setPosition, animating, move };
}
