// Shapes of a user as the services, the gateway and the browser see them (spec §3, §7).
// The profile service answers its part (`profileViewSchema`, `publicProfileViewSchema`);
// the gateway composes the `user` view from the services that own each part (until a
// part's feature lands it is empty) and the browser checks what it reads against these
// very schemas. zod/mini: every page of the browser loads them, and mini schemas stay
// small there; the server mixes them freely with full zod schemas.
import * as z from 'zod/mini';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from '../account-limits';

export const cropSchema = z.object({ x: z.number(), y: z.number() });

export const profilePictureSchema = z.object({
  key: z.string().check(z.maxLength(200)),
  zoom: z.number().check(z.minimum(1), z.maximum(3)),
  crop: cropSchema,
});
export type ProfilePicture = z.infer<typeof profilePictureSchema>;

/** A status as a client sends it: `updated` is stamped by the server, whatever comes in. */
export const userStatusSchema = z.object({
  status: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.status), z.maxLength(ACCOUNT_LIMITS.statusMax)),
  updated: z.optional(z.union([z.string(), z.number()])),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

/** A status as the server answers it: `updated` is when it last changed (ISO 8601). */
export const statusViewSchema = z.object({ status: z.string(), updated: z.string() });
export type StatusView = z.infer<typeof statusViewSchema>;

/** What any signed-in user may see of another (`/user/stripped-user/{id}`, populated
 * friends): no username, which is the user's e-mail. */
export const publicProfileViewSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tagline: z.string(),
  location: z.string(),
  status: statusViewSchema,
  profile_picture: profilePictureSchema,
  flake: z.number(),
  completed_outings: z.number(),
});
export type PublicProfileView = z.infer<typeof publicProfileViewSchema>;

/** The profile service's part of the user's own view (`GET /users/{id}`, internal). */
export const profileViewSchema = z.extend(publicProfileViewSchema, { username: z.string() });
export type ProfileView = z.infer<typeof profileViewSchema>;

/** A chat entry of the user: an id, or the chat itself once chats are populated. */
const userChatSchema = z.union([z.string(), z.looseObject({ _id: z.string() })]);

/** The signed-in user's own view: the profile part and what other services own. */
export const userViewSchema = z.extend(profileViewSchema, {
  photos: z.array(z.unknown()),
  /** Ids of the user's friends; their views come in `populatedFriends`. */
  friends: z.array(z.string()),
  friend_requests: z.array(z.string()),
  outings: z.array(z.unknown()),
  notifications: z.array(z.unknown()),
  chats: z.array(userChatSchema),
});
export type UserView = z.infer<typeof userViewSchema>;

/** A friend as the gateway populates it: the public view. */
export const friendViewSchema = publicProfileViewSchema;
export type FriendView = z.infer<typeof friendViewSchema>;

/** What `/auth/login`, `/auth/check` and `/user/{id}/profile-data` answer. */
export const sessionViewSchema = z.object({ user: userViewSchema, populatedFriends: z.array(friendViewSchema) });
export type SessionView = z.infer<typeof sessionViewSchema>;

/** `GET /user/stripped-user/{id}`: another user's card, with where the caller stands with them. */
export const userCardSchema = z.extend(publicProfileViewSchema, {
  /** The caller and this user are friends. */
  friend: z.boolean(),
  /** The caller asked this user to be friends, who has not answered yet. */
  requested: z.boolean(),
});
export type UserCard = z.infer<typeof userCardSchema>;

/** `GET /user/{id}/matches`: the user's daily matches as cards, in the day's order. */
export const matchesViewSchema = z.object({ matches: z.array(userCardSchema) });
export type MatchesView = z.infer<typeof matchesViewSchema>;
