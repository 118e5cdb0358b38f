import type { InputHTMLAttributes, ReactNode } from 'react';
import './controls.css';

/** The spec's validation bubble under a field; announced when it appears. */
export function ValidationBubble({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="bubble" role="alert">
      {message}
    </p>
  );
}

export const errorIdFor = (fieldId: string) => `${fieldId}-error`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

export function TextField({ id, label, value, onChange, error, hint, optional, type = 'text', ...rest }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [error ? errorIdFor(id) : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      <input
        {...rest}
        id={id}
        type={type}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <ValidationBubble id={errorIdFor(id)} message={error} />}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
