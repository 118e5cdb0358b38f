// The list search box (spec §2: 'Search Outings..', 'Search Posts..', 'Search Chats..',
// 'Search Friends..'): a search input with the magnifier, its label read by screen
// readers only.
import { useId } from 'react';
import { Icon } from '@outings/fe-kit/core';

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** More classes on the field's box (its place in a layout). */
  className?: string;
}

export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field search-field ${className}` : 'field search-field'}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <Icon name="search" size={18} />
      <input id={id} className="field__input" type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
