// The rules that turn the raw dataset into the product's city list (spec §3 "City
// option"). Pure and deterministic: the same dataset always gives the same list, byte for
// byte, so the committed `src/cities.json` can be checked against a fresh run.
import type { City } from '../src/city';
import type { DatasetCity } from './city-dataset';

export const CITY_COUNT = 1000;

// Places the dataset leaves without an ISO 3166 alpha-2 code, keyed by its alpha-3 code.
// Kosovo has no ISO code; 'XK' is the user-assigned code the EU, CLDR and most software use,
// and the one the spec asks for. Somaliland is not an ISO 3166 entity: ISO counts its
// territory as Somalia, so its cities get Somalia's code.
const ALPHA2_FOR_UNCODED_ALPHA3: Readonly<Record<string, string>> = { KOS: 'XK', SOL: 'SO' };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A two-letter uppercase code that ICU knows as a region (it echoes unknown codes back). */
export function isKnownCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code;
}

/** An IANA zone the platform's `Intl` accepts, in region/city form (no bare 'UTC'). */
export function isUsableTimeZone(zone: string): boolean {
  if (!zone.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function countryCodeOf(record: DatasetCity): string | undefined {
  const code = typeof record.iso2 === 'string' && record.iso2 !== '' ? record.iso2 : ALPHA2_FOR_UNCODED_ALPHA3[record.iso3];
  return code !== undefined && isKnownCountryCode(code) ? code : undefined;
}

// A stored location reads 'name, country' and readers split it at the first comma (spec
// §5), so a name must not hold one: 'Washington, D.C.' becomes 'Washington D.C.'.
function cleanName(name: string): string {
  return name.replaceAll(',', '').replace(/\s+/g, ' ').trim();
}

interface Candidate extends City {
  readonly population: number;
}

interface Located {
  readonly country: string;
  readonly lat: number;
  readonly lng: number;
  readonly timezone: string;
}

// Squared equirectangular distance: exact enough to rank neighbours a few hundred km apart.
function distanceRank(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = ((b.lng - a.lng) * Math.PI) / 180 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return x * x + y * y;
}

// A few large cities have no zone in the dataset (Perm, Penza, Urmia). A zone follows
// geography, so such a city takes the zone of the nearest city of the same country that has
// one; a place with no such neighbour (the Antarctic stations) is left out.
function zoneOf(record: DatasetCity, country: string, zoned: readonly Located[]): string | undefined {
  if (record.timezone !== null && isUsableTimeZone(record.timezone)) return record.timezone;
  let nearest: Located | undefined;
  for (const place of zoned) {
    if (place.country !== country) continue;
    if (nearest === undefined || distanceRank(record, place) < distanceRank(record, nearest)) nearest = place;
  }
  return nearest?.timezone;
}

/** Most populous first; ties broken by code-unit order so no locale can reorder the file. */
function byPopulation(a: Candidate, b: Candidate): number {
  if (a.population !== b.population) return b.population - a.population;
  for (const key of ['name', 'country', 'timezone'] as const) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  }
  return 0;
}

function cityKey(city: City): string {
  return `${city.name}\u0000${city.country}\u0000${city.timezone}`;
}

function toCandidates(records: readonly DatasetCity[]): Candidate[] {
  const zoned: Located[] = [];
  for (const record of records) {
    const country = countryCodeOf(record);
    if (country !== undefined && record.timezone !== null && isUsableTimeZone(record.timezone)) {
      zoned.push({ country, lat: record.lat, lng: record.lng, timezone: record.timezone });
    }
  }
  const candidates: Candidate[] = [];
  for (const record of records) {
    const country = countryCodeOf(record);
    if (country === undefined) continue;
    const timezone = zoneOf(record, country, zoned);
    const name = cleanName(record.city);
    if (timezone === undefined || name === '') continue;
    candidates.push({ name, country, timezone, population: record.pop });
  }
  return candidates;
}

/**
 * The product's city list: `count` cities, each country's largest city first (so every
 * country, Kosovo included, can be picked), then the most populous of the rest. The same
 * name is kept once per country and zone (two Suzhous in China share a zone and become one
 * entry; the two Yichuns have different zones and both stay). Ordered most populous first,
 * which is also the order autocomplete suggests them in.
 */
export function selectCities(records: readonly DatasetCity[], count: number = CITY_COUNT): City[] {
  const ranked = toCandidates(records).sort(byPopulation);
  const unique = new Map<string, Candidate>();
  for (const candidate of ranked) {
    if (!unique.has(cityKey(candidate))) unique.set(cityKey(candidate), candidate);
  }
  const largestPerCountry = new Map<string, Candidate>();
  for (const candidate of unique.values()) {
    if (!largestPerCountry.has(candidate.country)) largestPerCountry.set(candidate.country, candidate);
  }
  const chosen = new Set<Candidate>([...largestPerCountry.values()].slice(0, count));
  for (const candidate of unique.values()) {
    if (chosen.size >= count) break;
    chosen.add(candidate);
  }
  return [...chosen].sort(byPopulation).map(({ name, country, timezone }) => ({ name, country, timezone }));
}
