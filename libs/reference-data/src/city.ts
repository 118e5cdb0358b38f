/** A city a location can be picked from (spec §3 "City option"). */
export interface City {
  readonly name: string;
  /** ISO 3166-1 alpha-2, plus 'XK' for Kosovo. */
  readonly country: string;
  /** IANA zone in region/city form, e.g. 'Europe/Belgrade'. */
  readonly timezone: string;
}

/** 'name, country': how a location is stored on profiles and activities and shown. */
export function formatCity(city: City): string {
  return `${city.name}, ${city.country}`;
}
