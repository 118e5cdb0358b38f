// The activity form's rules as numbers and texts: the activity service's schema
// (dto/activity.ts) and the browser's create-activity form both read them, so a server
// refusal reads exactly like the form's bubble. The texts are the spec's own (§5), typos
// included; those the spec does not give are marked.
import { makeRefusal } from './dto/error-texts';

export const ACTIVITY_LIMITS = Object.freeze({
  nameMax: 80,
  descriptionMax: 1000,
  goalMax: 500,
  /** Hours; the activity filter's longest time is 24 hours (spec §5). */
  durationMax: 24,
  costMax: 100_000,
  participantsMax: 100,
  instructionsMin: 1,
  instructionsMax: 20,
  instructionTitleMax: 100,
  instructionDetailsMax: 1000,
  /** Activities one user may have created at once: keeps every user's list bounded. */
  creationsPerUser: 50,
});

export const ACTIVITY_MESSAGES = Object.freeze({
  name: 'Please enter an activity name',
  location: 'Please enter a valid location.',
  locationFromList: 'Please choose a city from the dropdown menu only.',
  description: 'Please enter a description.',
  category: 'Please enter a category.',
  duration: 'Please enter a duration (hrs).',
  cost: 'Please enter a cost.',
  participants: 'Please enter a number of participants.',
  goal: 'Please enter a decription.',
  instructionKind: 'Please enter instruction type.',
  instructionTitle: 'Please enter instruction title.',
  instructionDetails: 'Please enter instruction details.',
  /** Not in the spec. */
  nameLength: `Activity name must be at most ${ACTIVITY_LIMITS.nameMax} characters`,
  /** Not in the spec. */
  descriptionLength: `Description must be at most ${ACTIVITY_LIMITS.descriptionMax} characters`,
  /** Not in the spec. */
  goalLength: `Goal must be at most ${ACTIVITY_LIMITS.goalMax} characters`,
  /** Not in the spec. */
  durationRange: `Duration must be more than 0 and at most ${ACTIVITY_LIMITS.durationMax} hours`,
  /** Not in the spec. */
  costRange: `Cost must be between 0 and ${ACTIVITY_LIMITS.costMax}`,
  /** Not in the spec. */
  participantsRange: `Participants must be a whole number from 1 to ${ACTIVITY_LIMITS.participantsMax}`,
  /** Not in the spec. */
  instructions: `Please add between ${ACTIVITY_LIMITS.instructionsMin} and ${ACTIVITY_LIMITS.instructionsMax} instructions.`,
  /** Not in the spec. */
  instructionTitleLength: `Instruction titles must be at most ${ACTIVITY_LIMITS.instructionTitleMax} characters`,
  /** Not in the spec. */
  instructionDetailsLength: `Instruction details must be at most ${ACTIVITY_LIMITS.instructionDetailsMax} characters`,
});

/** Ratings hold whole values 1 to 5 (spec §4, §9). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * An activity's rating as the card shows it (spec §2): the average to one decimal over
 * five, or 'unrated' when nobody rated it.
 */
export function formatRating(average: number | null): string {
  if (average === null || !Number.isFinite(average)) return 'unrated';
  return `${average.toFixed(1)}/5`;
}

/** Why the activity service refuses (none of these is in the spec). */
export const ACTIVITY_REFUSALS = Object.freeze({
  notFound: makeRefusal(404, 'Activity Not Found', 'This activity does not exist.'),
  tooMany: makeRefusal(
    406,
    'Too Many Activities',
    `You can have up to ${ACTIVITY_LIMITS.creationsPerUser} activities of your own. Delete one before creating another.`,
  ),
  /** Deleting: nobody deletes the curated catalogue, and only its creator deletes an activity. */
  catalogue: makeRefusal(403, 'Not Your Activity', 'Activities of the catalogue cannot be deleted.'),
  notCreator: makeRefusal(403, 'Not Your Activity', 'Only the creator of this activity can delete it.'),
  photoNotFound: makeRefusal(404, 'Photo Not Found', 'This photo does not exist.'),
});
