import { useCallback, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { BREAKPOINT_DESKTOP, BREAKPOINT_TABLET, LOOPING_SLIDER_TRANSITION_MS } from '../../constants';
import { useHydrated } from '../hooks/use-hydrated';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useStripTakeOver } from '../hooks/use-strip-take-over';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { CarouselNav } from '../carousel-nav/carousel-nav';
import styles from './looping-slider.module.css';
import { useLoopPosition } from './use-loop-position';

export type SlideDirection = 'horizontal' | 'vertical';

export interface LoopingSliderProps {
  items: readonly ReactNode[];
  label: string;
  /** Slides visible: under 768 px, under 1024 px, otherwise (requirements §4). */
  visible?: readonly [number, number, number];
  direction?: SlideDirection;
  transitionMs?: number;
  className?: string;
}

export class UnsupportedDirectionError extends Error {
  override name = 'UnsupportedDirectionError';
}

/** requirements §4/§8: an unsupported slide direction raises an error. */
export function assertDirection(direction: unknown): asserts direction is SlideDirection {
  if (direction !== 'horizontal' && direction !== 'vertical') {
    throw new UnsupportedDirectionError(`Unsupported slide direction: ${String(direction)}`);
  }
}

export function visibleCount(width: number | undefined, visible: readonly [number, number, number]): number {
  if (width === undefined) return visible[0];
  if (width < BREAKPOINT_TABLET) return visible[0];
  if (width < BREAKPOINT_DESKTOP) return visible[1];
  return visible[2];
}

/** The slides three times over, moved to `position`; only the slides in view are exposed. */
function LoopingTrack({
  items,
  position,
  perView,
  hydrated,
  transition,
}: {
  items: readonly ReactNode[];
  position: number;
  perView: number;
  hydrated: boolean;
  transition: string;
}) {
  const count = items.length;
  const tripled = [...items, ...items, ...items];
  const trackStyle = { '--position': position, transition } as CSSProperties;
  return (
    <div className={styles.track} style={trackStyle} data-position={position} data-testid="looping-track">
      {tripled.map((item, index) => {
        const copy = index < count || index >= 2 * count;
        // In the strip every slide of the middle copy is there for everyone; the copies never are.
        const shown = hydrated ? index >= position && index < position + perView : !copy;
        return (
          <div
            // The same slide appears three times; the copy is part of the key.
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${(index % count) + 1} of ${count}`}
            aria-hidden={!shown}
            inert={!shown}
            data-copy={copy ? '' : undefined}
          >
            {item}
          </div>
        );
      })}
    </div>
  );
}

/**
 * requirements §4 "Generic looping slider": the slides are tripled so it never
 * reaches an end; one slide per click; once the 700 ms transition is over the
 * position jumps back into the middle copy without a transition.
 *
 * Until React has hydrated it (and without JavaScript) the slides are a strip
 * the visitor swipes or scrolls: the copies are left out of it, and the middle
 * copy is where the slider shows it, so nothing moves when the slider takes
 * over. The arrows, which need the script, are not shown until then.
 */
export function LoopingSlider({
  items,
  label,
  visible = [1, 2, 3],
  direction = 'horizontal',
  transitionMs = LOOPING_SLIDER_TRANSITION_MS,
  className,
}: LoopingSliderProps) {
  assertDirection(direction);
  const count = items.length;
  const reduceMotion = useReducedMotion();
  const width = useViewportWidth();
  const hydrated = useHydrated();
  const perView = Math.min(visibleCount(width, visible), Math.max(count, 1));
  const { position, setPosition, animating, move } = useLoopPosition(count, reduceMotion ? 0 : transitionMs);

  const viewportRef = useRef<HTMLDivElement>(null);
  // The slider carries on from the slide the visitor scrolled the strip to (in the middle copy).
  useStripTakeOver(
    viewportRef,
    'start',
    useCallback((index: number) => setPosition(count + index), [count, setPosition]),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const previousKey = direction === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const nextKey = direction === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    if (event.key === previousKey) move(-1);
    if (event.key === nextKey) move(1);
  };

  // How many slides show is the style sheet's to say, by the viewport's width: the server does not
  // know it, and slides sized by script changed width when the page was hydrated (CLS 0.038 at 1350 px).
  const [small, tablet, desktop] = visible.map((slides) => Math.min(slides, Math.max(count, 1)));
  const sliderStyle = {
    '--per-view-small': small,
    '--per-view-tablet': tablet,
    '--per-view-desktop': desktop,
  } as CSSProperties;
  const current = ((position % count) + count) % count;

  return (
    // A group, not a region: the slider usually sits in a titled section, and two landmarks would share a name.
    <div
      role="group"
      className={[styles.slider, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-direction={direction}
      data-strip={hydrated ? undefined : ''}
      style={sliderStyle}
      onKeyDown={onKeyDown}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        // A strip scrolled from the keyboard must take focus (in browsers that do not give it to scrollers).
        tabIndex={hydrated ? undefined : 0}
      >
        <LoopingTrack
          items={items}
          position={position}
          perView={perView}
          hydrated={hydrated}
          transition={animating && !reduceMotion ? `transform ${transitionMs}ms ease` : 'none'}
        />
      </div>
      <CarouselNav
        item="slide"
        onPrevious={() => move(-1)}
        onNext={() => move(1)}
        status={`${current + 1} / ${count}`}
      />
    </div>
  );
}
