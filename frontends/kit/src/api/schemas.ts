// What the browser reads back from the gateway (spec §3, §7), checked at the boundary:
// a response of the wrong shape is a failure, not a crash deep inside a screen.
// zod/mini keeps the kit, which every page loads, small.
import * as z from 'zod/mini';

export const cropSchema = z.object({ x: z.number(), y: z.number() });

export const profilePictureSchema = z.object({
  key: z.optional(z.string()),
  zoom: z.number(),
  crop: cropSchema,
});
export type ProfilePicture = z.infer<typeof profilePictureSchema>;

export const userStatusSchema = z.object({
  status: z.string(),
  updated: z.optional(z.union([z.string(), z.number()])),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

/** A chat entry of the user: an id, or the chat itself once chats are populated. */
const userChatSchema = z.union([z.string(), z.looseObject({ _id: z.string() })]);

export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.optional(z.string()),
  tagline: z.string(),
  location: z.string(),
  status: userStatusSchema,
  profile_picture: profilePictureSchema,
  photos: z.array(z.unknown()),
  friends: z.array(z.unknown()),
  friend_requests: z.array(z.string()),
  outings: z.array(z.unknown()),
  notifications: z.array(z.unknown()),
  chats: z.array(userChatSchema),
  flake: z.number(),
  completed_outings: z.optional(z.number()),
});
export type User = z.infer<typeof userSchema>;

/** A friend as populated by the gateway: the same view of another user. */
export const friendSchema = z.looseObject({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.optional(z.string()),
  location: z.optional(z.string()),
  tagline: z.optional(z.string()),
  status: z.optional(userStatusSchema),
  profile_picture: z.optional(profilePictureSchema),
  outings: z.optional(z.array(z.unknown())),
  flake: z.optional(z.number()),
  completed_outings: z.optional(z.number()),
});
export type Friend = z.infer<typeof friendSchema>;

/** What `/auth/check`, `/auth/login` and `/user/{id}/profile-data` answer. */
export const sessionViewSchema = z.object({ user: userSchema, populatedFriends: z.array(friendSchema) });
export type SessionView = z.infer<typeof sessionViewSchema>;

/** A 406 (or 429) body: the popup's header and message (spec §8). */
export const warningBodySchema = z.object({ header: z.string(), message: z.string() });
export type WarningBody = z.infer<typeof warningBodySchema>;

export const globalsSchema = z.object({
  categoryColorMap: z.record(z.string(), z.string()),
  instructionTypes: z.array(z.string()),
  statusMap: z.record(z.string(), z.string()),
});
export type Globals = z.infer<typeof globalsSchema>;

export const citySchema = z.object({ name: z.string(), country: z.string(), timezone: z.string() });
export type City = z.infer<typeof citySchema>;
export const citiesSchema = z.array(citySchema);

/** `GET /user/{id}/profile-picture` answers the picture as a data URL in plain text. */
export const photoStringSchema = z.string().check(z.startsWith('data:image/'));
