// Reference data shared by services, gateway and front ends: the city list and the
// product's fixed vocabularies. No I/O; everything is static and frozen.
export { formatCity, type City } from './city';
export { cities, isListedLocation } from './cities';
export { searchCities, createLocationCheck, CITY_SEARCH_MIN_LENGTH, CITY_SEARCH_DEFAULT_LIMIT } from './city-search';
export {
  globals,
  categoryColorMap,
  instructionTypes,
  statusMap,
  DEFAULT_CATEGORY,
  DEFAULT_PROFILE_COLOR,
  INITIAL_STATUS,
  USER_SELECTABLE_STATUSES,
  isAvailableForOutings,
  type Category,
  type InstructionType,
  type StatusName,
  type Globals,
} from './globals';
