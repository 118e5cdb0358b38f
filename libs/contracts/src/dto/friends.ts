// Friendships (spec §7 add-friend, remove-friend, stripped-user) and the gateway's calls to
// the social-graph service and to profile's batch read behind them. Full zod: request
// bodies and internal answers never reach a browser bundle (the user card is in user.ts).
import { z } from 'zod';
import { makeRefusal } from './error-texts';
import { publicProfileViewSchema } from './user';

/** User ids are UUIDs; anything longer than this is no id. */
export const USER_ID_MAX = 64;

export const userIdSchema = z
  .string({ error: 'Please give the id of a user' })
  .min(1, 'Please give the id of a user')
  .max(USER_ID_MAX, 'That is not the id of a user');

/** `POST /user/{id}/add-friend` and `/remove-friend`, and the gateway's call to social-graph for each. */
export const friendIdRequestSchema = z.object({ friendID: userIdSchema });
export type FriendIdRequestBody = z.infer<typeof friendIdRequestSchema>;

/** A new invite link, or turning it off (`POST /user/{id}/invite-link[/revoke]`), and the gateway's calls: an empty object. */
export const inviteLinkRequestSchema = z.strictObject({});
export type InviteLinkRequestBody = z.infer<typeof inviteLinkRequestSchema>;

/** social-graph `POST /users/{userId}/friend-requests`: a request sent, or the friendship made at once. */
export const friendRequestOutcomeSchema = z.object({ outcome: z.enum(['requested', 'befriended']) });
export type FriendRequestOutcome = z.infer<typeof friendRequestOutcomeSchema>;

export const FRIEND_REQUEST_ANSWERS = ['accepted', 'denied'] as const;
export type FriendRequestAnswer = (typeof FRIEND_REQUEST_ANSWERS)[number];

/** social-graph `POST /users/{userId}/friend-requests/{fromUserId}/answer`. */
export const friendRequestAnswerCallSchema = z.object({
  answer: z.enum(FRIEND_REQUEST_ANSWERS, { error: "answer must be 'accepted' or 'denied'" }),
});
export type FriendRequestAnswerCall = z.infer<typeof friendRequestAnswerCallSchema>;

/** What the answer call returns: the answerer's friends afterwards. */
export const friendsAnswerSchema = z.object({ friends: z.array(z.string()) });
export type FriendsAnswer = z.infer<typeof friendsAnswerSchema>;

/** social-graph `GET /users/{userId}/friends`: the user's part of the session view. */
export const socialPartSchema = z.object({
  friends: z.array(z.string()),
  /** Who asked the user and waits for an answer (the user view's `friend_requests`). */
  friend_requests: z.array(z.string()),
});
export type SocialPart = z.infer<typeof socialPartSchema>;

/** social-graph `GET /users/{userId}/relationships/{otherUserId}`: the user card's flags. */
export const relationshipSchema = z.object({
  /** The two are friends. */
  friend: z.boolean(),
  /** The user asked the other, who has not answered yet. */
  requested: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** Most ids profile's `GET /users?ids=` takes at once; the gateway asks in slices of it. */
export const PUBLIC_VIEWS_BATCH_MAX = 100;

/** profile `GET /users?ids=a,b`: the public views of those that exist, in no given order. */
export const publicProfileViewsSchema = z.object({ users: z.array(publicProfileViewSchema) });
export type PublicProfileViews = z.infer<typeof publicProfileViewsSchema>;

/**
 * social-graph `GET /users/{userId}/matches`: the user's daily matches of `day` (UTC,
 * 'YYYY-MM-DD'), in their order, without anyone who became a friend since; `requested`
 * are those of them the user has asked. The outings check "at least one daily match" here.
 */
export const dailyMatchesSchema = z.object({
  day: z.string(),
  matches: z.array(z.string()),
  requested: z.array(z.string()),
});
export type DailyMatches = z.infer<typeof dailyMatchesSchema>;

/**
 * Why the social-graph service refuses a friendship change (each changes nothing), by the
 * reason its rules give. A 406 is the browser's generic-warning popup (spec §8).
 */
export const FRIEND_REFUSALS = Object.freeze({
  self: makeRefusal(406, 'Not Allowed', 'You cannot add yourself as a friend'),
  'unknown-user': makeRefusal(404, 'User Not Found', 'No user with that id'),
  'already-friends': makeRefusal(406, 'Already Friends', 'You are already friends'),
  'already-requested': makeRefusal(406, 'Request Already Sent', 'Friend request already sent'),
  'not-friends': makeRefusal(406, 'Not Friends', 'You are not friends with this user'),
  'no-request': makeRefusal(404, 'Request Not Found', 'This friend request is no longer waiting for an answer'),
});

export type FriendRefusal = keyof typeof FRIEND_REFUSALS;
