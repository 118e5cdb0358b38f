// Events the notification service publishes. Clearing an outing invite's alert turns the
// invite down (spec §4 'Clearing an outing invite marks it denied'): the user's one write
// is the clearing, and the outing service denies the invite from this event.
import { z } from 'zod';
import { defineEvent } from '../envelope';

const producer = 'notification';

/** The invitee cleared the alert of an invite still open to an answer. */
export const OutingInviteCleared = defineEvent(producer, 'outing-invite.cleared', 1, z.object({
  userId: z.string(),
  outingId: z.string(),
  clearedAt: z.iso.datetime(),
}));
