// Shapes the browser reads back (spec §3, §7). The gateway composes the `user` view
// from the services that own each part; until a part's feature lands it is empty.
import { z } from 'zod';

export const cropSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

export const profilePictureSchema = z.object({
  key: z.string().max(200),
  zoom: z.number().min(1).max(3),
  crop: cropSchema,
});

export const userStatusSchema = z.object({
  status: z.string().min(1, 'Please enter a valid status').max(40),
  updated: z.union([z.string(), z.number()]).optional(),
});

export const userViewSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tagline: z.string(),
  location: z.string(),
  status: z.object({ status: z.string(), updated: z.string() }),
  profile_picture: profilePictureSchema,
  photos: z.array(z.unknown()),
  friends: z.array(z.string()),
  friend_requests: z.array(z.string()),
  outings: z.array(z.unknown()),
  notifications: z.array(z.unknown()),
  chats: z.array(z.unknown()),
  flake: z.number(),
  completed_outings: z.number().optional(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** What `/auth/login`, `/auth/check` and `/user/{id}/profile-data` answer. */
export interface SessionView {
  user: UserView;
  populatedFriends: UserView[];
}
