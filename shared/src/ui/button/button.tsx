import type { ButtonHTMLAttributes } from 'react';
import { SmartLink, type SmartLinkProps } from '../smart-link/smart-link';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

/** The pill-shaped button look, for a router link that needs its own props (relative paths, search-only links). */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...rest} />;
}

export interface ButtonLinkProps extends SmartLinkProps {
  variant?: ButtonVariant;
}

/** A link that looks like a button: the site's routes through the router, other sites in a new tab. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <SmartLink className={buttonClassName(variant, className)} {...rest} />;
}
