import type { City } from '../api/schemas';
import { isListedLocation, suggestCities } from './city-search';

const city = (name: string, country: string, timezone = 'Etc/UTC'): City => ({ name, country, timezone });
const cities = [
  city('Paris', 'FR'),
  city('Parma', 'IT'),
  city('Comparison', 'US'),
  city('São Paulo', 'BR'),
  city('Springfield', 'US', 'America/Chicago'),
  city('Springfield', 'US', 'America/New_York'),
];

describe('suggestCities', () => {
  it('suggests nothing below two characters', () => {
    expect(suggestCities(cities, '')).toEqual([]);
    expect(suggestCities(cities, 'p')).toEqual([]);
    expect(suggestCities(cities, ' p ')).toEqual([]);
  });

  it('matches case-insensitively, names starting with the text first', () => {
    expect(suggestCities(cities, 'PAR')).toEqual(['Paris, FR', 'Parma, IT', 'Comparison, US']);
  });

  it('matches only the text before the first comma', () => {
    expect(suggestCities(cities, 'Parma, IT')).toEqual(['Parma, IT']);
  });

  it('ignores accents', () => {
    expect(suggestCities(cities, 'sao p')).toEqual(['São Paulo, BR']);
  });

  it('lists a repeated name of one country once', () => {
    expect(suggestCities(cities, 'spring')).toEqual(['Springfield, US']);
  });

  it('keeps to the limit', () => {
    expect(suggestCities(cities, 'pa', 2)).toEqual(['Paris, FR', 'Parma, IT']);
  });
});

describe('isListedLocation', () => {
  it('accepts only a list entry written as name, country', () => {
    expect(isListedLocation(cities, 'Paris, FR')).toBe(true);
    expect(isListedLocation(cities, 'Paris')).toBe(false);
    expect(isListedLocation(cities, 'paris, fr')).toBe(false);
    expect(isListedLocation(null, 'Paris, FR')).toBe(false);
  });
});
