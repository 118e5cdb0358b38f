// City autocomplete (spec §5 "City autocomplete", §9): suggestions only from 2 characters
// on; the typed text up to its first comma (so a picked 'Paris, FR' still finds Paris),
// trimmed, is matched case-insensitively against city names. Accents are ignored as well,
// so 'sao paulo' finds 'São Paulo' on any keyboard.
import { cities } from './cities';
import type { City } from './city';

export const CITY_SEARCH_MIN_LENGTH = 2;
export const CITY_SEARCH_DEFAULT_LIMIT = 10;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Folded once; the list is static.
const searchable = cities.map((city) => ({ city, key: fold(city.name) }));

/**
 * Up to `limit` cities whose name contains the query: names that start with it first,
 * then the others, each group most populous first (the list's own order).
 */
export function searchCities(query: string, limit: number = CITY_SEARCH_DEFAULT_LIMIT): City[] {
  const typed = fold((query.split(',')[0] ?? '').trim());
  if (typed.length < CITY_SEARCH_MIN_LENGTH || !(limit > 0)) return [];
  const starting: City[] = [];
  const containing: City[] = [];
  for (const { city, key } of searchable) {
    if (key.startsWith(typed)) {
      starting.push(city);
      if (starting.length === limit) break;
    } else if (containing.length < limit && key.includes(typed)) {
      containing.push(city);
    }
  }
  return [...starting, ...containing].slice(0, limit);
}
