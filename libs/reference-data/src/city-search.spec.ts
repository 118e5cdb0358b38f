import { CITY_SEARCH_DEFAULT_LIMIT, cities, createLocationCheck, formatCity, searchCities as searchIn, type City } from './index';

const searchCities = (query: string, limit?: number) => searchIn(cities, query, limit);

const names = (query: string, limit?: number) => searchCities(query, limit).map((city) => city.name);

describe('searchCities', () => {
  it('suggests nothing before 2 characters, spaces not counted', () => {
    expect(searchCities('')).toEqual([]);
    expect(searchCities('t')).toEqual([]);
    expect(searchCities('  t  ')).toEqual([]);
    expect(searchCities(', Tokyo')).toEqual([]);
    expect(names('to')).not.toEqual([]);
  });

  it('matches the name case-insensitively', () => {
    expect(names('TOKYO')).toContain('Tokyo');
    expect(names('tOkYo')).toContain('Tokyo');
  });

  it('matches only the typed text before its first comma, so a picked location finds its city again', () => {
    expect(names('Tokyo, JP')).toContain('Tokyo');
    expect(names('  tokyo , anything else')).toContain('Tokyo');
  });

  it('ignores accents on either side', () => {
    expect(names('sao luis')).toContain('São Luís');
    expect(names('zurich')).toContain('Zürich');
    expect(names('Zúrich')).toContain('Zürich');
  });

  it('returns only cities whose name contains the text, those starting with it first', () => {
    const results = names('san', 50);
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((name) => name.toLowerCase().includes('san'))).toBe(true);
    const firstContaining = results.findIndex((name) => !name.toLowerCase().startsWith('san'));
    if (firstContaining >= 0) {
      expect(results.slice(firstContaining).every((name) => !name.toLowerCase().startsWith('san'))).toBe(true);
    }
  });

  it('orders each group as the list does, most populous first', () => {
    const results = searchCities('san', 50);
    const starting = results.filter((city) => city.name.toLowerCase().startsWith('san'));
    const positions = starting.map((city) => cities.indexOf(city));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('returns a name shared by cities of several countries once per country', () => {
    const birminghams = searchCities('Birmingham').filter((city) => city.name === 'Birmingham');
    expect(new Set(birminghams.map((city) => city.country)).size).toBe(birminghams.length);
    expect(birminghams.length).toBeGreaterThan(1);
  });

  it('honours the limit', () => {
    expect(searchCities('an')).toHaveLength(CITY_SEARCH_DEFAULT_LIMIT);
    expect(searchCities('an', 3)).toHaveLength(3);
    expect(searchCities('an', 0)).toEqual([]);
    expect(searchCities('an', -1)).toEqual([]);
  });
});

describe('searchCities over a list the browser fetched', () => {
  const city = (name: string, country: string, timezone = 'Etc/UTC'): City => ({ name, country, timezone });
  const list = [city('Paris', 'FR'), city('Parma', 'IT'), city('Comparison', 'US'), city('São Paulo', 'BR'), city('Springfield', 'US', 'America/Chicago'), city('Springfield', 'US', 'America/New_York')];
  const locations = (query: string, limit?: number) => searchIn(list, query, limit).map(formatCity);

  it('puts names starting with the text first', () => {
    expect(locations('PAR')).toEqual(['Paris, FR', 'Parma, IT', 'Comparison, US']);
    expect(locations('sao p')).toEqual(['São Paulo, BR']);
  });

  it('lists a name repeated within a country (other time zones) once: it is one location', () => {
    expect(locations('spring')).toEqual(['Springfield, US']);
  });

  it('keeps to the limit', () => {
    expect(locations('pa', 2)).toEqual(['Paris, FR', 'Parma, IT']);
  });

  it('checks a location against the same list', () => {
    const isListed = createLocationCheck(list);
    expect(isListed('Paris, FR')).toBe(true);
    expect(isListed('Paris')).toBe(false);
    expect(isListed('paris, fr')).toBe(false);
  });
});
