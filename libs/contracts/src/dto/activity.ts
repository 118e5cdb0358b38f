// Activity calls (spec §3, §5, §7): what the browser sends to create and delete an
// activity, and the activity as `GET /activity/get-all` and `POST /activity/create`
// answer it. Limits and texts come from ../activity-limits, which the browser's form reads
// too. Pure schemas: the city list, the categories and the instruction kinds are passed
// in (`activitySchemas`), so this module loads no reference data.
import { z } from 'zod';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, RATING_MAX, RATING_MIN } from '../activity-limits';
import type { LocationCheck } from './account';

export interface ActivityVocabulary {
  /** `@outings/reference-data` `isListedLocation`. */
  isListedLocation: LocationCheck;
  /** The keys of `categoryColorMap`. */
  categories: readonly string[];
  /** `instructionTypes`. */
  instructionTypes: readonly string[];
}

/** A required text: missing, not a string or blank all read as the field's own message. */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A required number: missing or not a finite number reads as the field's own message. */
const requiredNumber = (message: string) => z.number({ error: message });

/**
 * `createActivityRequest`: the body of `POST /activity/create` (`{activity, userID}`).
 * The fields are checked in the form's order (spec §5), so the first refusal is the
 * one the form would show. Only the fields below are taken: `_id`, `created_by`,
 * `featured`, `photos`, ratings and instruction ids are the server's to set, and the
 * body's `userID` is ignored: the creator is the signed-in user.
 */
export function activitySchemas({ isListedLocation, categories, instructionTypes }: ActivityVocabulary) {
  const instruction = z.object({
    kind: z.string({ error: ACTIVITY_MESSAGES.instructionKind }).refine((kind) => instructionTypes.includes(kind), ACTIVITY_MESSAGES.instructionKind),
    title: requiredText(ACTIVITY_MESSAGES.instructionTitle, ACTIVITY_LIMITS.instructionTitleMax, ACTIVITY_MESSAGES.instructionTitleLength),
    details: requiredText(ACTIVITY_MESSAGES.instructionDetails, ACTIVITY_LIMITS.instructionDetailsMax, ACTIVITY_MESSAGES.instructionDetailsLength),
  });
  const activity = z.object({
    name: requiredText(ACTIVITY_MESSAGES.name, ACTIVITY_LIMITS.nameMax, ACTIVITY_MESSAGES.nameLength),
    location: z
      .string({ error: ACTIVITY_MESSAGES.location })
      .min(1, ACTIVITY_MESSAGES.location)
      .refine(isListedLocation, ACTIVITY_MESSAGES.locationFromList),
    description: requiredText(ACTIVITY_MESSAGES.description, ACTIVITY_LIMITS.descriptionMax, ACTIVITY_MESSAGES.descriptionLength),
    // An unknown category is no category the form offers.
    category: z.string({ error: ACTIVITY_MESSAGES.category }).refine((category) => categories.includes(category), ACTIVITY_MESSAGES.category),
    duration: requiredNumber(ACTIVITY_MESSAGES.duration).gt(0, ACTIVITY_MESSAGES.durationRange).max(ACTIVITY_LIMITS.durationMax, ACTIVITY_MESSAGES.durationRange),
    cost: requiredNumber(ACTIVITY_MESSAGES.cost).min(0, ACTIVITY_MESSAGES.costRange).max(ACTIVITY_LIMITS.costMax, ACTIVITY_MESSAGES.costRange),
    participants: requiredNumber(ACTIVITY_MESSAGES.participants)
      .int(ACTIVITY_MESSAGES.participantsRange)
      .min(1, ACTIVITY_MESSAGES.participantsRange)
      .max(ACTIVITY_LIMITS.participantsMax, ACTIVITY_MESSAGES.participantsRange),
    goal: requiredText(ACTIVITY_MESSAGES.goal, ACTIVITY_LIMITS.goalMax, ACTIVITY_MESSAGES.goalLength),
    instructions: z
      .array(instruction, { error: ACTIVITY_MESSAGES.instructions })
      .min(ACTIVITY_LIMITS.instructionsMin, ACTIVITY_MESSAGES.instructions)
      .max(ACTIVITY_LIMITS.instructionsMax, ACTIVITY_MESSAGES.instructions),
  });
  return {
    activity,
    createActivityRequest: z.object({ activity, userID: z.unknown().optional() }),
  };
}
type ActivitySchemas = ReturnType<typeof activitySchemas>;

/** The activity fields a creator chooses, as checked. */
export type ActivityDraft = z.infer<ActivitySchemas['activity']>;
/** What the browser sends to `POST /activity/create`. */
export type CreateActivityRequestBody = z.input<ActivitySchemas['createActivityRequest']>;

/** The id an activity is known by (a catalogue slug or a creation's UUID). */
export const activityIdSchema = z.string().min(1).max(100);

/**
 * `POST /activity/delete`: the spec's client sends the full activity; only its `_id` is
 * read, and `userID` is ignored (the signed-in user is the one deleting).
 */
export const deleteActivityRequestSchema = z.object({
  activity: z.object({ _id: activityIdSchema }),
  userID: z.unknown().optional(),
});
export type DeleteActivityRequestBody = z.input<typeof deleteActivityRequestSchema>;

export const instructionViewSchema = z.object({
  /** 12 random lowercase letters (spec §3). */
  instructionID: z.string().regex(/^[a-z]{12}$/),
  kind: z.string(),
  title: z.string(),
  details: z.string(),
  /** 0-based position. */
  number: z.number().int().min(0),
});
export type InstructionView = z.infer<typeof instructionViewSchema>;

/** How many of the caller's outing photos an activity card carries. */
export const ACTIVITY_OUTING_PHOTOS_MAX = 6;

/** An activity as the caller sees it, with the caller's own flags. */
export const activityViewSchema = z.object({
  _id: activityIdSchema,
  name: z.string(),
  description: z.string(),
  location: z.string(),
  goal: z.string(),
  category: z.string(),
  duration: z.number(),
  cost: z.number(),
  participants: z.number().int(),
  /** Same-origin image URLs (`/activity/photos/{id}/{n}.webp`), never external ones. */
  photos: z.array(z.string()),
  instructions: z.array(instructionViewSchema),
  featured: z.boolean(),
  /** The creator's id; null for the curated catalogue. */
  created_by: z.string().nullable(),
  /** The caller completed an outing with this activity. */
  completed: z.boolean(),
  /** The caller created it. */
  created: z.boolean(),
  /**
   * The ratings' average (null when unrated) and count, instead of every rating: a
   * popular activity's ratings are unbounded. `formatRating(average)` shows it.
   */
  rating: z.object({ average: z.number().min(RATING_MIN).max(RATING_MAX).nullable(), count: z.number().int().min(0) }),
  /**
   * Photos of the caller's own completed outings with this activity, newest first, at most
   * `ACTIVITY_OUTING_PHOTOS_MAX`: read each through `GET /outing/{outing}/photo/{key}`.
   */
  outingPhotos: z.array(z.object({ outing: z.string(), key: z.string() })),
});
export type ActivityView = z.infer<typeof activityViewSchema>;

export const activityListAnswerSchema = z.object({ activities: z.array(activityViewSchema) });
export type ActivityListAnswer = z.infer<typeof activityListAnswerSchema>;
export const activityAnswerSchema = z.object({ activity: activityViewSchema });
export type ActivityAnswer = z.infer<typeof activityAnswerSchema>;
