// A labelled drop-down with the kit's validation bubble (the kit's TextField for choices).
import type { SelectHTMLAttributes } from 'react';
import { ValidationBubble, errorIdFor } from '@outings/fe-kit';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** The first, empty choice ('Choose a category'); none when every value is a choice. */
  placeholder?: string;
  error?: string;
}

export function SelectField({ id, label, value, options, onChange, placeholder, error, ...rest }: SelectFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...rest}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(id) : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      {error && <ValidationBubble id={errorIdFor(id)} message={error} />}
    </div>
  );
}
