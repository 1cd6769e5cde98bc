import { useEffect, useRef, useState } from 'react';
import { TEXT_ROTATION_INTERVAL_MS } from '@gfm/shared/constants';
import { useHydrated } from '@gfm/shared/ui/hooks/use-hydrated';
import { useReducedMotion } from '@gfm/shared/ui/hooks/use-reduced-motion';
import { useStripTakeOver } from '@gfm/shared/ui/hooks/use-strip-take-over';
import { PauseButton } from '@gfm/shared/ui/pause-button';
import styles from './text-rotator.module.css';

export interface RotatingText {
  title: string;
  body: string;
}

export interface TextRotatorProps {
  items: readonly RotatingText[];
  label: string;
  intervalMs?: number;
  className?: string;
}

/**
 * requirements §2/§4: a text panel alternating between blurbs every 12000 ms; pausable, still under reduced motion.
 *
 * Every blurb is in the page's HTML, in the same place (the panel is as high as
 * the longest, so it does not change height as they alternate). Until React has
 * hydrated it, and without JavaScript, the blurbs are a strip the visitor swipes
 * or scrolls; the dots and the pause control, which need the script, keep their
 * room but are not shown until then.
 */
export function TextRotator({ items, label, intervalMs = TEXT_ROTATION_INTERVAL_MS, className }: TextRotatorProps) {
  const [active, setActive] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const reduceMotion = useReducedMotion();
  const hydrated = useHydrated();
  const paused = pausedByVisitor || reduceMotion;
  const stripRef = useRef<HTMLDivElement>(null);
  // The panel starts on the blurb the visitor scrolled the strip to.
  useStripTakeOver(stripRef, 'start', setActive);

  useEffect(() => {
    if (paused || items.length < 2) return undefined;
    const timer = setTimeout(() => setActive((index) => (index + 1) % items.length), intervalMs);
    return () => clearTimeout(timer);
  }, [active, paused, intervalMs, items.length]);

  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-strip={hydrated ? undefined : ''}
    >
      <div
        ref={stripRef}
        className={styles.content}
        aria-live={paused ? 'polite' : 'off'}
        // A strip scrolled from the keyboard must take focus (in browsers that do not give it to scrollers).
        tabIndex={hydrated ? undefined : 0}
      >
        {items.map((item, index) => {
          // In the strip every blurb is there for everyone; once it alternates, only the one showing.
          const away = hydrated && index !== active;
          return (
            <div
              key={item.title}
              className={styles.item}
              data-active={index === active}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              aria-hidden={away}
              inert={away}
            >
              <h2 className={styles.title}>{item.title}</h2>
              <p className={styles.body}>{item.body}</p>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        {items.map((item, index) => (
          <button
            key={item.title}
            type="button"
            className={styles.dot}
            aria-label={`Show ${item.title}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => setActive(index)}
          />
        ))}
        <PauseButton
          paused={paused}
          subject="text"
          className={styles.pause}
          onClick={() => setPausedByVisitor((value) => !value)}
        />
      </div>
    </section>
  );
}
