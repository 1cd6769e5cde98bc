import type { ButtonHTMLAttributes } from 'react';
import styles from './pause-button.module.css';

export interface PauseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  paused: boolean;
  /** What moves: "slideshow", "logos", "offers". */
  subject: string;
}

/** The visible control that stops anything moving by itself (WCAG 2.2.2). */
export function PauseButton({ paused, subject, className, ...rest }: PauseButtonProps) {
  return (
    <button type="button" className={[styles.button, className].filter(Boolean).join(' ')} {...rest}>
      <span aria-hidden="true" className={paused ? styles.play : styles.pause} />
      <span className="visually-hidden">
        {paused ? 'Play' : 'Pause'} {subject}
      </span>
    </button>
  );
}
