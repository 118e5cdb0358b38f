// Reads the `city-timezones` data file (a maintained package derived from Natural Earth's
// populated places) and checks every record's shape once, at this boundary. The schema
// states what the file really holds, which is looser than the package's own typings:
// `iso2` is '' or -99 for places without an ISO code (Kosovo, Somaliland) and `timezone`
// is null for a few places (Antarctic stations, Perm, Penza, Urmia); `pop` is -99 where
// unknown, which simply ranks such a place last.
import { createRequire } from 'node:module';
import { z } from 'zod';

const datasetCitySchema = z.object({
  city: z.string().min(1),
  country: z.string(),
  iso2: z.union([z.string(), z.number()]),
  iso3: z.string(),
  timezone: z.string().nullable(),
  pop: z.number(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type DatasetCity = z.infer<typeof datasetCitySchema>;

export const DATASET_PACKAGE = 'city-timezones';

export function loadDatasetCities(): DatasetCity[] {
  const load = createRequire(__filename);
  return z.array(datasetCitySchema).parse(load(`${DATASET_PACKAGE}/data/cityMap.json`));
}
