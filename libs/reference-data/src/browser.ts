// What a browser may load of the reference data: the search and the location rule over a
// list it fetched, never the list itself (cities.json). The front ends resolve
// `@outings/reference-data` here (frontends/webpack.common.js, frontends/tsconfig.json,
// jest's `web` project).
export { formatCity, type City } from './city';
export { CITY_SEARCH_DEFAULT_LIMIT, CITY_SEARCH_MIN_LENGTH, createLocationCheck, searchCities } from './city-search';
