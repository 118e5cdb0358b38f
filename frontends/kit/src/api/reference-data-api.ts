// `GET /data/globals` and `GET /data/cities` (about a thousand entries): read once per
// page life; a failed read is tried again by the next screen that needs it.
import { api } from '@outings/fe-kit/core';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../query/api-data';
import { queryKeys } from '../query/keys';
import { useQuery } from '../query/shared-hooks';
import { citiesSchema, globalsSchema, type Globals } from './reference-data-schemas';
import type { City } from '@outings/fe-kit/core';

const globalsQuery = queryOptions({ queryKey: queryKeys.globals(), queryFn: () => apiData(api.request('/data/globals', { schema: globalsSchema })) });
const citiesQuery = queryOptions({ queryKey: queryKeys.cities(), queryFn: () => apiData(api.request('/data/cities', { schema: citiesSchema })) });

/** The globals once read (null before). */
export const useGlobals = (): Globals | null => useQuery(globalsQuery).data ?? null;
/** The cities once read (null before). */
export const useCities = (): readonly City[] | null => useQuery(citiesQuery).data ?? null;
