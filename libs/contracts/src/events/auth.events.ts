// Events the auth service publishes. Secrets travel only inside the links of the two
// mail requests; the outbox rows carrying them are purged once published.
import { z } from 'zod';
import { defineEvent } from '../envelope';
import { profilePictureSchema } from '../dto/user';

const producer = 'auth';

export const AccountRegistered = defineEvent(producer, 'account.registered', 1, z.object({
  userId: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  location: z.string(),
  tagline: z.string(),
  /** `key` is the media service's staged upload, claimed when this event arrives there. */
  profile_picture: profilePictureSchema,
}));

export const VerificationRequested = defineEvent(producer, 'account.verification-requested', 1, z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  verifyUrl: z.url(),
}));

export const PasswordResetRequested = defineEvent(producer, 'account.password-reset-requested', 1, z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  resetUrl: z.url(),
}));
