// `GET /data/globals` and `GET /data/cities` (about a thousand entries): fetched once.
import { api } from '@outings/fe-kit/core';
import { createCachedResource } from './cached-resource';
import { citiesSchema, globalsSchema } from './reference-data-schemas';

export const globalsResource = createCachedResource(() => api.request('/data/globals', { schema: globalsSchema }));
export const citiesResource = createCachedResource(() => api.request('/data/cities', { schema: citiesSchema }));

export const useGlobals = globalsResource.useValue;
export const useCities = citiesResource.useValue;
