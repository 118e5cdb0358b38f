// A location field with city suggestions (spec §5 "City autocomplete"), following the
// ARIA combobox pattern: arrows move through the list, Enter picks, Escape closes.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { formatCity, searchCities, type City } from '@outings/reference-data';
import { ValidationBubble, errorIdFor } from '@outings/fe-kit/core';
import './controls.css';
import './city-autocomplete.css';

/** How many suggestions the list shows at most. */
const SUGGESTION_LIMIT = 8;

export interface CityAutocompleteProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The city list; null while it loads. */
  cities: readonly City[] | null;
  error?: string;
}

export function CityAutocomplete({ id, label, value, onChange, cities, error }: CityAutocompleteProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => (cities ? searchCities(cities, value, SUGGESTION_LIMIT).map(formatCity) : []), [cities, value]);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (location: string) => {
    onChange(location);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active] ?? value);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes: the modal around the field must not see this Escape.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="city-autocomplete">
      <input
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(id) : undefined}
        placeholder="Start typing a city"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="city-autocomplete__list" hidden={!expanded}>
        {expanded &&
          suggestions.map((location, index) => (
            <li
              key={location}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="city-autocomplete__option"
              // Keeps focus in the input so the blur above does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(location)}
            >
              {location}
            </li>
          ))}
      </ul>
      </div>
      {error && <ValidationBubble id={errorIdFor(id)} message={error} />}
    </div>
  );
}
