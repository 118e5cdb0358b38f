// Events the profile service publishes. `profile.updated` is a version of the `user`
// aggregate: the profile's `version`, 2 and up after the sign-up's 1 (`REGISTERED_USER_VERSION`).
import { z } from 'zod';
import { defineAggregateEvent } from '../envelope';
import { profilePictureSchema } from '../dto/user';

export const ProfileUpdated = defineAggregateEvent('profile', 'profile.updated', 1, z.object({
  userId: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  location: z.string(),
  tagline: z.string(),
  status: z.object({ status: z.string(), updated: z.string() }),
  /** A changed `key` is a staged upload the media service claims. */
  profile_picture: profilePictureSchema,
}), 'user');
