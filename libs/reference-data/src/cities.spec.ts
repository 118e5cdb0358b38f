import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDatasetCities } from '../scripts/city-dataset';
import { isKnownCountryCode, isUsableTimeZone, selectCities } from '../scripts/city-selection';
import { serializeCities } from '../scripts/cities-file';
import { cities, formatCity, isListedLocation } from './index';

describe('the committed city list', () => {
  it('is exactly what `npm run cities` writes from the installed dataset', () => {
    const committed = readFileSync(join(__dirname, 'cities.json'), 'utf8');
    expect(committed).toBe(serializeCities(selectCities(loadDatasetCities())));
  });

  it('holds about a thousand cities', () => {
    expect(cities.length).toBeGreaterThanOrEqual(900);
    expect(cities.length).toBeLessThanOrEqual(1100);
  });

  it('gives every city a known two-letter uppercase country code', () => {
    const bad = cities.filter((city) => !/^[A-Z]{2}$/.test(city.country) || !isKnownCountryCode(city.country));
    expect(bad).toEqual([]);
  });

  it('lists Kosovo as XK when the dataset has Kosovan cities', () => {
    const datasetHasKosovo = loadDatasetCities().some((record) => record.iso3 === 'KOS');
    expect(cities.some((city) => city.country === 'XK')).toBe(datasetHasKosovo);
  });

  it('gives every city a region/city zone that Intl accepts', () => {
    const bad = cities.filter((city) => !isUsableTimeZone(city.timezone));
    expect(bad).toEqual([]);
    for (const city of cities) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: city.timezone })).not.toThrow();
    }
  });

  it('has trimmed, comma-free names so "name, country" splits unambiguously', () => {
    const bad = cities.filter((city) => city.name === '' || city.name !== city.name.trim() || city.name.includes(','));
    expect(bad).toEqual([]);
  });

  it('holds no exact duplicate and keeps a name that several countries share', () => {
    const keys = cities.map((city) => `${city.name}|${city.country}|${city.timezone}`);
    expect(new Set(keys).size).toBe(keys.length);
    const countriesByName = new Map<string, Set<string>>();
    for (const city of cities) countriesByName.set(city.name, (countriesByName.get(city.name) ?? new Set()).add(city.country));
    expect([...countriesByName.values()].some((countries) => countries.size > 1)).toBe(true);
  });

  it('is most populous first: the largest city of the dataset leads', () => {
    const largest = [...loadDatasetCities()].sort((a, b) => b.pop - a.pop)[0];
    expect(cities[0]?.name).toBe(largest?.city);
  });
});

describe('isListedLocation', () => {
  it('accepts the "name, country" of every listed city', () => {
    expect(cities.filter((city) => !isListedLocation(formatCity(city)))).toEqual([]);
  });

  it('rejects near misses of a listed city', () => {
    const city = cities.find((candidate) => candidate.country === 'JP');
    if (city === undefined) throw new Error('the list should hold a Japanese city');
    const exact = formatCity(city);
    expect(isListedLocation(exact)).toBe(true);
    for (const nearMiss of [
      city.name,
      exact.toLowerCase(),
      exact.toUpperCase(),
      ` ${exact}`,
      `${exact} `,
      `${city.name},${city.country}`,
      `${city.name}, ${city.country.toLowerCase()}`,
      `${city.name}, ZZ`,
      `${city.name}, ${city.country}, ${city.timezone}`,
      '',
    ]) {
      expect(isListedLocation(nearMiss)).toBe(false);
    }
  });
});
