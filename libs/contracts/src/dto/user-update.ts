// What an `update-user` push says changed for its user (socket-events.ts): which of the
// things the browser holds to read again, and, where the change is about particular
// chats, outings or people, their ids. A browser reads again only what a push names; one
// that was offline reads everything again when it reconnects, for it may have missed pushes.
// zod/mini: the browser checks every push it receives.
import * as z from 'zod/mini';

/**
 * - `alerts`: the user's alerts (a new one, one answered or cleared).
 * - `chats`: the user's chat list (a chat made, the user let in or out of one).
 * - `friends`: the user's friends and friend requests (the people the ids name).
 * - `outings`: the user's outings (invited, joined, left, completed, deleted).
 * - `profile`: the user's own profile.
 */
export const USER_UPDATE_TOPICS = ['alerts', 'chats', 'friends', 'outings', 'profile'] as const;
export type UserUpdateTopic = (typeof USER_UPDATE_TOPICS)[number];

export const userUpdateSchema = z.object({
  topics: z.array(z.enum(USER_UPDATE_TOPICS)).check(z.minLength(1)),
  /** The chats, outings or people the change is about; absent when it is about the topic as a whole. */
  ids: z.optional(z.array(z.string())),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
