// The list search box (spec §2: 'Search Outings..', 'Search Posts..'): a search input
// with the magnifier, its label read by screen readers only.
import { useId } from 'react';
import { Icon } from '@outings/fe-kit/core';

export function SearchField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field search-field">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <Icon name="search" size={18} />
      <input id={id} className="field__input" type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
