import { useEffect, useState } from 'react';
import { TEXT_ROTATION_INTERVAL_MS } from '../../constants';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { PauseButton } from '../pause-button/pause-button';
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

/** spec §2/§4: a text panel alternating between blurbs every 12000 ms; pausable, still under reduced motion. */
export function TextRotator({ items, label, intervalMs = TEXT_ROTATION_INTERVAL_MS, className }: TextRotatorProps) {
  const [active, setActive] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const reduceMotion = useReducedMotion();
  const paused = pausedByVisitor || reduceMotion;

  useEffect(() => {
    if (paused || items.length < 2) return undefined;
    const timer = setTimeout(() => setActive((index) => (index + 1) % items.length), intervalMs);
    return () => clearTimeout(timer);
  }, [active, paused, intervalMs, items.length]);

  const current = items[active];
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.content} aria-live={paused ? 'polite' : 'off'} key={active}>
        {current && (
          <>
            <h2 className={styles.title}>{current.title}</h2>
            <p className={styles.body}>{current.body}</p>
          </>
        )}
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
        <PauseButton paused={paused} subject="text" className={styles.pause} onClick={() => setPausedByVisitor((value) => !value)} />
      </div>
    </section>
  );
}
