// The rules a creation passes (spec §5): the contracts' schema with this service's
// vocabulary, the listed cities, the global categories and instruction kinds. The create
// route checks a user's body with it.
import { activitySchemas } from '@outings/contracts';
import { categoryColorMap, instructionTypes, isListedLocation } from '@outings/reference-data';

export const creationRules = activitySchemas({
  isListedLocation,
  categories: Object.keys(categoryColorMap),
  instructionTypes,
});
