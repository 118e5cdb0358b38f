// Placeholder API, filled in by the reference-data generator (see README).
export interface City { name: string; country: string; timezone: string }
export const cities: readonly City[] = [];
/** 'name, country' as stored on profiles and activities. */
export function formatCity(city: City): string { return `${city.name}, ${city.country}`; }
export function isListedLocation(location: string): boolean {
  return cities.some((city) => formatCity(city) === location);
}
