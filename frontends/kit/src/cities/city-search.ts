// City autocomplete (spec §5, §9): suggestions from 2 typed characters; the text up to its
// first comma (so a picked 'Paris, FR' still finds Paris) is matched case-insensitively
// against city names, accents ignored; names starting with it come first. A location
// is valid only as a picked entry, 'name, country'.
import type { City } from '../api/schemas';

export const CITY_SEARCH_MIN_LENGTH = 2;
export const CITY_SUGGESTION_LIMIT = 8;

export function formatCity(city: City): string {
  return `${city.name}, ${city.country}`;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Distinct 'name, country' suggestions for the typed text, best first. */
export function suggestCities(cities: readonly City[], typed: string, limit = CITY_SUGGESTION_LIMIT): string[] {
  const query = fold((typed.split(',')[0] ?? '').trim());
  if (query.length < CITY_SEARCH_MIN_LENGTH) return [];
  const starting = new Set<string>();
  const containing = new Set<string>();
  for (const city of cities) {
    const name = fold(city.name);
    // A name may repeat within a country with other time zones: one suggestion each.
    if (name.startsWith(query)) starting.add(formatCity(city));
    else if (name.includes(query)) containing.add(formatCity(city));
    if (starting.size >= limit) break;
  }
  return [...starting, ...containing].slice(0, limit);
}

export function isListedLocation(cities: readonly City[] | null, location: string): boolean {
  return !!cities && cities.some((city) => formatCity(city) === location);
}
