import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './text-input.module.css';

interface FieldProps {
  label: string;
  /** Red text under the field; marks it invalid. */
  error?: string;
  /** Help shown under the label. */
  hint?: string;
}

export type TextInputProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
export type TextAreaProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/**
 * requirements §5 "generic text input": a label, red error text under the field, and
 * required and disabled flags. It carries no rules of its own.
 */
export const TextInput = forwardRef<HTMLInputElement & HTMLTextAreaElement, TextInputProps | TextAreaProps>(
  function TextInput(props, ref) {
    const { label, error, hint, className, id, required, multiline, ...rest } = props;
    const generatedId = useId();
    const fieldId = id ?? generatedId;
    const errorId = `${fieldId}-error`;
    const hintId = `${fieldId}-hint`;
    const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id: fieldId,
      ref,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      className: [styles.control, className].filter(Boolean).join(' '),
    };
    return (
      <div className={styles.field} data-invalid={Boolean(error)}>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {multiline ? (
          <textarea {...common} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
        ) : (
          <input {...common} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
        )}
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  },
);
