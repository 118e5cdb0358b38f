// Events the profile service publishes.
import { z } from 'zod';
import { defineEvent } from '../envelope';
import { profilePictureSchema } from '../dto/user';

export const ProfileUpdated = defineEvent('profile', 'profile.updated', 1, z.object({
  userId: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  location: z.string(),
  tagline: z.string(),
  status: z.object({ status: z.string(), updated: z.string() }),
  /** A changed `key` is a staged upload the media service claims. */
  profile_picture: profilePictureSchema,
}));
