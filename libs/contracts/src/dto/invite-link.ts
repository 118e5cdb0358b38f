// A personal invite link as the API shows it (its rules: invite-link-limits.ts).
// zod/mini: the browser reads the answer.
import * as z from 'zod/mini';
import { INVITE_LINK_LIMITS } from '../invite-link-limits';
import { makeRefusal } from './error-texts';

export const inviteLinkSchema = z.object({
  token: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  /** How many sign-ups it brought so far. */
  signUps: z.number(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** `GET` / `POST /user/{id}/invite-link`: the caller's working link, or null when they have none. */
export const inviteLinkAnswerSchema = z.object({ link: z.nullable(inviteLinkSchema) });
export type InviteLinkAnswer = z.infer<typeof inviteLinkAnswerSchema>;

export const INVITE_LINK_REFUSALS = Object.freeze({
  'too-many-links': makeRefusal(
    406,
    'Too Many New Links',
    `You can make up to ${INVITE_LINK_LIMITS.newLinksPerDay} new invite links a day. Share the one you have, or try again tomorrow.`,
  ),
});
