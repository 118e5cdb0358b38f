// Events the auth service publishes. Secrets travel only inside the links of the two
// mail requests and an invite link's token; the outbox rows carrying them are purged once published.
import { z } from 'zod';
import { defineAggregateEvent, defineEvent } from '../envelope';
import { profilePictureSchema } from '../dto/user';

const producer = 'auth';

/**
 * A sign-up is version 1 of the `user` aggregate; the profile service numbers the
 * changes that follow (`profile.updated`) from 2 on, so a consumer of both applies them
 * in one order.
 */
export const REGISTERED_USER_VERSION = 1;

export const AccountRegistered = defineAggregateEvent(producer, 'account.registered', 1, z.object({
  userId: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  location: z.string(),
  tagline: z.string(),
  /** `key` is the media service's staged upload, claimed when this event arrives there. */
  profile_picture: profilePictureSchema,
  /**
   * The secret of the invite link the sign-up came through: social-graph befriends its
   * owner. A secret like the mailed links': its outbox row is purged once published.
   */
  inviteToken: z.string().optional(),
}), 'user');

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
