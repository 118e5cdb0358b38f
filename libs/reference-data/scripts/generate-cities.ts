// `npm run cities`: regenerates `src/cities.json` from the `city-timezones` dataset.
// Run it after upgrading that package, and commit the result; `src/cities.spec.ts` fails
// while the committed file differs from what this script would write.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDatasetCities } from './city-dataset';
import { selectCities } from './city-selection';
import { serializeCities } from './cities-file';

const target = join(__dirname, '..', 'src', 'cities.json');
const cities = selectCities(loadDatasetCities());
writeFileSync(target, serializeCities(cities));
const countries = new Set(cities.map((city) => city.country)).size;
console.log(`Wrote ${cities.length} cities in ${countries} countries to ${target}`);
