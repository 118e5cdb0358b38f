import type { DatasetCity } from '../scripts/city-dataset';
import { selectCities } from '../scripts/city-selection';

function record(overrides: Partial<DatasetCity> & Pick<DatasetCity, 'city'>): DatasetCity {
  return { country: 'Testland', iso2: 'FR', iso3: 'FRA', timezone: 'Europe/Paris', pop: 1000, lat: 48.85, lng: 2.35, ...overrides };
}

describe('selectCities', () => {
  it('codes Kosovo as XK and Somaliland as Somalia, and drops a place with no usable code', () => {
    const selected = selectCities([
      record({ city: 'Pristina', iso2: -99, iso3: 'KOS', timezone: 'Europe/Belgrade' }),
      record({ city: 'Prizren', iso2: '', iso3: 'KOS', timezone: 'Europe/Belgrade' }),
      record({ city: 'Hargeysa', iso2: -99, iso3: 'SOL', timezone: 'Africa/Mogadishu' }),
      record({ city: 'Nowhere', iso2: -99, iso3: 'XXX' }),
      record({ city: 'Lowercase', iso2: 'fr' }),
    ]);
    expect(selected.map((city) => `${city.name}, ${city.country}`).sort()).toEqual(['Hargeysa, SO', 'Pristina, XK', 'Prizren, XK']);
  });

  it('takes a missing or invalid zone from the nearest city of the same country, or drops the city', () => {
    const selected = selectCities([
      record({ city: 'Moscow', iso2: 'RU', timezone: 'Europe/Moscow', lat: 55.75, lng: 37.62 }),
      record({ city: 'Yekaterinburg', iso2: 'RU', timezone: 'Asia/Yekaterinburg', lat: 56.84, lng: 60.6 }),
      record({ city: 'Perm', iso2: 'RU', timezone: null, lat: 58.0, lng: 56.25 }),
      record({ city: 'Penza', iso2: 'RU', timezone: 'Mars/Olympus', lat: 53.2, lng: 45.0 }),
      // Nearer to Perm than any Russian city, but in another country: never a donor.
      record({ city: 'Elsewhere', iso2: 'KZ', timezone: 'Asia/Almaty', lat: 58.0, lng: 56.3 }),
      record({ city: 'McMurdo Station', iso2: 'AQ', timezone: null, lat: -77.85, lng: 166.67 }),
    ]);
    const zoneOf = (name: string) => selected.find((city) => city.name === name)?.timezone;
    expect(zoneOf('Perm')).toBe('Asia/Yekaterinburg');
    expect(zoneOf('Penza')).toBe('Europe/Moscow');
    expect(zoneOf('McMurdo Station')).toBeUndefined();
  });

  it('keeps a repeated name apart by country and zone, and drops only exact repeats', () => {
    const selected = selectCities([
      record({ city: 'Suzhou', iso2: 'CN', timezone: 'Asia/Shanghai', pop: 1_964_000 }),
      record({ city: 'Suzhou', iso2: 'CN', timezone: 'Asia/Shanghai', pop: 1_496_545 }),
      record({ city: 'Yichun', iso2: 'CN', timezone: 'Asia/Shanghai', pop: 982_000 }),
      record({ city: 'Yichun', iso2: 'CN', timezone: 'Asia/Harbin', pop: 443_111 }),
      record({ city: 'Birmingham', iso2: 'GB', timezone: 'Europe/London', pop: 2_285_000 }),
      record({ city: 'Birmingham', iso2: 'US', timezone: 'America/Chicago', pop: 700_000 }),
    ]);
    expect(selected).toEqual([
      { name: 'Birmingham', country: 'GB', timezone: 'Europe/London' },
      { name: 'Suzhou', country: 'CN', timezone: 'Asia/Shanghai' },
      { name: 'Yichun', country: 'CN', timezone: 'Asia/Shanghai' },
      { name: 'Birmingham', country: 'US', timezone: 'America/Chicago' },
      { name: 'Yichun', country: 'CN', timezone: 'Asia/Harbin' },
    ]);
  });

  it('includes each country largest city, then fills up with the most populous others', () => {
    const selected = selectCities(
      [
        record({ city: 'Tokyo', iso2: 'JP', timezone: 'Asia/Tokyo', pop: 35_000_000 }),
        record({ city: 'Osaka', iso2: 'JP', timezone: 'Asia/Tokyo', pop: 11_000_000 }),
        record({ city: 'Nagoya', iso2: 'JP', timezone: 'Asia/Tokyo', pop: 3_000_000 }),
        record({ city: 'Pristina', iso2: -99, iso3: 'KOS', timezone: 'Europe/Belgrade', pop: 331_700 }),
        record({ city: 'Prizren', iso2: -99, iso3: 'KOS', timezone: 'Europe/Belgrade', pop: 157_574 }),
      ],
      3,
    );
    expect(selected.map((city) => city.name)).toEqual(['Tokyo', 'Osaka', 'Pristina']);
  });

  it('writes names without commas', () => {
    const [city] = selectCities([record({ city: ' Washington,  D.C. ', iso2: 'US', timezone: 'America/New_York' })]);
    expect(city?.name).toBe('Washington D.C.');
  });

  it('gives the same list whatever the order of the records', () => {
    const records = [
      record({ city: 'Beta', pop: 500 }),
      record({ city: 'Alpha', pop: 500 }),
      record({ city: 'Gamma', pop: 900 }),
      record({ city: 'Alpha', pop: 500, iso2: 'BE', timezone: 'Europe/Brussels' }),
    ];
    const forwards = selectCities(records);
    expect(selectCities([...records].reverse())).toEqual(forwards);
    expect(forwards.map((city) => `${city.name}, ${city.country}`)).toEqual(['Gamma, FR', 'Alpha, BE', 'Alpha, FR', 'Beta, FR']);
  });
});
