// City autocomplete and the location rule (spec §5 "City autocomplete", §9), the one
// implementation the server and the browser share: pure functions of a city list, so the
// browser runs them on the list it fetched (`GET /data/cities`) and never bundles
// cities.json. Suggestions only from 2 characters on; the typed text up to its first
// comma (so a picked 'Paris, FR' still finds Paris), trimmed, is matched
// case-insensitively against city names. Accents are ignored as well, so 'sao paulo'
// finds 'São Paulo' on any keyboard.
import { formatCity, type City } from './city';

export const CITY_SEARCH_MIN_LENGTH = 2;
export const CITY_SEARCH_DEFAULT_LIMIT = 10;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Folded once per list: lists are loaded once and never change.
const foldedNames = new WeakMap<readonly City[], readonly string[]>();
function foldedNamesOf(cities: readonly City[]): readonly string[] {
  let names = foldedNames.get(cities);
  if (!names) {
    names = cities.map((city) => fold(city.name));
    foldedNames.set(cities, names);
  }
  return names;
}

/**
 * Up to `limit` cities whose name contains the query: names that start with it first,
 * then the others, each group in the list's order (most populous first). A name repeated
 * within a country (other time zones) is one location, so it comes once.
 */
export function searchCities(cities: readonly City[], query: string, limit: number = CITY_SEARCH_DEFAULT_LIMIT): City[] {
  const typed = fold((query.split(',')[0] ?? '').trim());
  if (typed.length < CITY_SEARCH_MIN_LENGTH || !(limit > 0)) return [];
  const names = foldedNamesOf(cities);
  const starting = new Map<string, City>();
  const containing = new Map<string, City>();
  cities.forEach((city, index) => {
    if (starting.size >= limit) return;
    const name = names[index] ?? '';
    const group = name.startsWith(typed) ? starting : containing.size < limit && name.includes(typed) ? containing : null;
    const location = formatCity(city);
    if (group && !group.has(location)) group.set(location, city);
  });
  return [...starting.values(), ...containing.values()].slice(0, limit);
}

/** The location rule (spec §5): true only for the exact 'name, country' of a city of the list. */
export function createLocationCheck(cities: readonly City[]): (location: string) => boolean {
  const locations: ReadonlySet<string> = new Set(cities.map(formatCity));
  return (location) => locations.has(location);
}
