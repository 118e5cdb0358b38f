// Where a user is, for matching: their 'name, country' and its time zone from the city
// list. A name repeated within a country with other zones takes the first listed (the
// most populous); an unlisted location has no zone.
import { cities, formatCity } from '@outings/reference-data';
import type { MatchPerson } from './daily-matches';

const ZONES: ReadonlyMap<string, string> = cities.reduce(
  (zones, city) => (zones.has(formatCity(city)) ? zones : zones.set(formatCity(city), city.timezone)),
  new Map<string, string>(),
);

export function placeOf(location: string): Pick<MatchPerson, 'location' | 'timeZone'> {
  return { location, timeZone: ZONES.get(location) ?? '' };
}
