import type { ButtonHTMLAttributes, InputHTMLAttributes } from 'react';
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

export interface PauseToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** What moves: "partner logos", "images". */
  subject: string;
  /** On the visible control (the label), which the caller places. */
  className?: string;
}

/**
 * The pause control of what moves by its style sheet alone (a marquee): a
 * checkbox named "Pause <subject>", drawn like `PauseButton`, that works
 * without the page's script. Checked, it pauses what its caller's style sheet
 * pauses when it `:has(:checked)`; the platform keeps its state and takes
 * Space and clicks, so it is the same control in the server's HTML, with
 * JavaScript off and after hydration. Its name says what it does; being
 * checked says that it is done.
 */
export function PauseToggle({ subject, className, ...rest }: PauseToggleProps) {
  return (
    <label className={[styles.button, styles.toggle, className].filter(Boolean).join(' ')}>
      <input type="checkbox" className={styles.checkbox} {...rest} />
      <span aria-hidden="true" className={styles.icon} />
      <span className="visually-hidden">Pause {subject}</span>
    </label>
  );
}
