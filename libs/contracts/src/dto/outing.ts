// Outings (spec §3 "Outing"; §7 the outing calls, and the draft, photo and feed calls added after): what
// the browser reads and sends, and the outing service's internal calls behind the
// gateway. zod/mini: the outing, profile and social remotes load these.
//
// Internal calls of the outing service (the caller is the identity header's user, the
// path's `{id}` must be that user; the gateway composes the public answers):
//
// | call | answers |
// |---|---|
// | `POST /users/{id}/outings` `CreateOutingCommand` | 201 `{outing}`; 406 `{header, message}` (pending cap, no daily match, member not available) |
// | `GET /users/{id}/outings` | `{outings: OutingView[]}`: where the caller is a member, invited or flaked, newest first |
// | `GET /users/{id}/outings/{outingId}` | `{outing}`; 403 for anyone else, 404 unknown |
// | `POST /users/{id}/outings/{outingId}/join`, `/deny`, `/leave` | `{outing}`; join: 406 pending cap, 403 when not invited (or flaked: no rejoining) |
// | `DELETE /users/{id}/outings/{outingId}` | 204; 406 unless the caller is its only member |
// | `POST /users/{id}/outings/{outingId}/photos` `{key}` | `{outing}`; a media-staged key; 406 too many photos |
// | `POST /users/{id}/outings/{outingId}/photos/delete` `{key}` | `{outing}`; 403 for another's photo |
// | `GET /users/{id}/outings/{outingId}/photos/access?key=` | 204 when the caller may see that photo, else 403/404 |
// | `POST /users/{id}/outings/{outingId}/completion` `{rating}` | `{outing, last}`; 406 no photos / not enough members; 409 marked already |
// | `GET /users/{id}/feed?before={outingId}` | `FeedPage` without `populatedUsers` |
// | `POST /users/{id}/likes` `{outingID, liked}` | `{outing}`; 404 for an outing not in the caller's feed |
// | `GET /users/{id}/photos-of/{ownerId}` | `{photos: UserPhoto[]}`: the owner's completed outings' photos the caller may see |
import * as z from 'zod/mini';
import { OUTING_LIMITS } from '../outing-limits';
import { publicProfileViewSchema } from './user';

const idSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const outingActivitySchema = z.object({ _id: z.string(), name: z.string(), category: z.string() });
export type OutingActivity = z.infer<typeof outingActivitySchema>;

export const outingPhotoSchema = z.object({
  /** The media key: read it through `GET /outing/{outingId}/photo/{key}` (the key URL-encoded). */
  key: z.string(),
  /** Who uploaded it: only they may delete it. */
  uploader: z.string(),
});
export type OutingPhoto = z.infer<typeof outingPhotoSchema>;

/** Derived (spec §3 "one reading"): Pending until `date_completed` is set, then Completed. */
export const OUTING_STATUSES = ['Pending', 'Completed'] as const;
export type OutingStatus = (typeof OUTING_STATUSES)[number];

/** One outing as its members, invitees, those who flaked and feed readers see it. */
export const outingViewSchema = z.object({
  _id: z.string(),
  /** The activity's name when created. */
  name: z.string(),
  activity: outingActivitySchema,
  created_by: z.string(),
  /** Members, the creator first; never someone who left. */
  users: z.array(z.string()),
  /** Invited, not yet joined. */
  invited: z.array(z.string()),
  /** Who left after joining (or flaked): 'You flaked out!'. */
  flakes: z.array(z.string()),
  /** Members who marked it complete. */
  completions: z.array(z.string()),
  photos: z.array(outingPhotoSchema),
  /** The outing's chat id. */
  chat: z.string(),
  /** Ids of the users who like it (its count is the length). */
  likes: z.array(z.string()),
  /** ISO 8601. */
  date_created: z.string(),
  /** ISO 8601 once every member marked it complete, else null. */
  date_completed: z.nullable(z.string()),
  status: z.enum(OUTING_STATUSES),
});
export type OutingView = z.infer<typeof outingViewSchema>;

/** A photo of one of a user's completed outings (profile Photos tab, profile viewer). */
export const userPhotoSchema = z.object({ outing: z.string(), key: z.string(), uploader: z.string() });
export type UserPhoto = z.infer<typeof userPhotoSchema>;

const outingsByIdSchema = z.record(z.string(), outingViewSchema);

/** `GET /outing`: the caller's outings keyed by id, and every user in them. */
export const outingListSchema = z.object({
  outings: outingsByIdSchema,
  populatedUsers: z.array(publicProfileViewSchema),
});
export type OutingList = z.infer<typeof outingListSchema>;

/** `GET /outing/{outingId}/{id}`, and the answers that carry one outing. */
export const outingDetailSchema = z.object({
  outing: outingViewSchema,
  populatedUsers: z.array(publicProfileViewSchema),
});
export type OutingDetail = z.infer<typeof outingDetailSchema>;

/** `GET /user/{id}/feed-outings?before={outingId}`: newest completed first. */
export const feedPageSchema = z.object({
  outings: outingsByIdSchema,
  /** Ids in the feed's order (an object's keys keep no order the client may rely on). */
  order: z.array(z.string()),
  hasOlder: z.boolean(),
  populatedUsers: z.array(publicProfileViewSchema),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** `GET /user/stripped-user/{id}/photos`: the photos of that user's completed outings the caller may see. */
export const userPhotosSchema = z.object({ photos: z.array(userPhotoSchema) });
export type UserPhotos = z.infer<typeof userPhotosSchema>;

/** A user as the draft holds it (an id or a card): only the id is read. */
const outingUserRefSchema = z.union([idSchema, z.looseObject({ _id: idSchema })]);

/** `POST /outing/{userId}/create-outing`: the draft's users (the caller among them or not) and activity. */
export const createOutingRequestSchema = z.object({
  users: z.array(outingUserRefSchema).check(z.maxLength(OUTING_LIMITS.invitedMax + 1)),
  /** Only `_id` is read: the name and category are the activity service's. */
  activity: z.looseObject({ _id: idSchema }),
});
export type CreateOutingRequestBody = z.infer<typeof createOutingRequestSchema>;

/** `POST /outing/{userId}/{outingId}/upload-photo`: a data URL (JPEG, PNG or WebP). */
export const uploadOutingPhotoRequestSchema = z.object({ photoString: z.string().check(z.minLength(1)) });
export type UploadOutingPhotoRequestBody = z.infer<typeof uploadOutingPhotoRequestSchema>;

/** `POST /outing/{userId}/{outingId}/delete-photo`. */
export const deleteOutingPhotoRequestSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)) });
export type DeleteOutingPhotoRequestBody = z.infer<typeof deleteOutingPhotoRequestSchema>;

/** `POST /outing/{userId}/{outingId}/add-completion`: a whole rating 1–5. */
export const addCompletionRequestSchema = z.object({
  rating: z.number().check(z.int(), z.minimum(OUTING_LIMITS.ratingMin), z.maximum(OUTING_LIMITS.ratingMax)),
});
export type AddCompletionRequestBody = z.infer<typeof addCompletionRequestSchema>;

/** What add-completion answers: `last` tells the last member to mark it (spec §4). */
export const completionAnswerSchema = z.object({
  outing: outingViewSchema,
  last: z.boolean(),
});
export type CompletionAnswer = z.infer<typeof completionAnswerSchema>;

/** `POST /user/{id}/set-like`. */
export const setLikeRequestSchema = z.object({ outingID: idSchema, liked: z.boolean() });
export type SetLikeRequestBody = z.infer<typeof setLikeRequestSchema>;

/** Answers that carry one outing (`set-like`, and beside the user in join, create, upload). */
export const outingAnswerSchema = z.object({ outing: outingViewSchema });
export type OutingAnswer = z.infer<typeof outingAnswerSchema>;

// ---- internal (gateway → outing service) ----

/**
 * `POST /users/{id}/outings`: the gateway adds what other services own, read for the
 * caller (never taken from the browser): the activity as the activity service names it
 * and today's daily matches (social-graph). Which invitees are friends free for an outing
 * the outing service judges from its own projections of friendships and statuses.
 */
export const createOutingCommandSchema = z.object({
  /** Everyone but the creator. */
  invitedIds: z.array(idSchema).check(z.minLength(1), z.maxLength(OUTING_LIMITS.invitedMax)),
  activity: outingActivitySchema,
  dailyMatchIds: z.array(idSchema),
});
export type CreateOutingCommand = z.infer<typeof createOutingCommandSchema>;

export const outingPhotoKeySchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)) });

/** `GET /users/{id}/feed` of the outing service: the page before the browser's populated users. */
export const feedPageInternalSchema = z.object({
  outings: z.array(outingViewSchema),
  hasOlder: z.boolean(),
});
export type FeedPageInternal = z.infer<typeof feedPageInternalSchema>;

export const outingViewListSchema = z.object({ outings: z.array(outingViewSchema) });
