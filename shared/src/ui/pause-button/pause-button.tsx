import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import styles from './pause-button.module.css';

export interface PauseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  paused: boolean;
  /** What moves: "slideshow", "logos", "offers". */
  subject: string;
}

/**
 * The visible control that stops anything moving by itself (WCAG 2.2.2). It
 * only works with the page's script, so the server's HTML has it `hidden`
 * and it shows once React has hydrated it: no dead button without JavaScript.
 * Its place is the caller's to keep (it is usually laid over what it stops).
 */
export function PauseButton({ paused, subject, className, hidden, ...rest }: PauseButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      hidden={hidden || !hydrated}
      {...rest}
    >
      <span aria-hidden="true" className={paused ? styles.play : styles.pause} />
      <span className="visually-hidden">
        {paused ? 'Play' : 'Pause'} {subject}
      </span>
    </button>
  );
}
