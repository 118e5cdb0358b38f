import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './controls.css';

export function Spinner({ label }: { label?: string }) {
  return label ? <span className="spinner" role="status" aria-label={label} /> : <span className="spinner" aria-hidden="true" />;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'accent';
  block?: boolean;
  /** While true the button shows `busyLabel` with a spinner and cannot be pressed again. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export function Button({ variant = 'primary', block, busy = false, busyLabel, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <Spinner />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
