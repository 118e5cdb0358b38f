// Events the social-graph service publishes. The notification service turns each into
// an alert: a `friend-request` for the one asked, a `friend-request-update` for the
// asker once answered, a `friend-removed` for the one dropped.
import { z } from 'zod';
import { defineEvent } from '../envelope';

const producer = 'social-graph';

export const FriendRequestSent = defineEvent(producer, 'friend-request.sent', 1, z.object({
  fromUserId: z.string(),
  toUserId: z.string(),
  sentAt: z.iso.datetime(),
}));

/**
 * Also published, with `accepted`, when a request to someone who had already asked makes
 * the friendship at once: `fromUserId` is then the first asker, `toUserId` the second.
 */
export const FriendRequestAnswered = defineEvent(producer, 'friend-request.answered', 1, z.object({
  /** Who asked. */
  fromUserId: z.string(),
  /** Who answered. */
  toUserId: z.string(),
  answer: z.enum(['accepted', 'denied']),
  answeredAt: z.iso.datetime(),
  /**
   * `invite-link`: no request was sent; `toUserId` signed up through `fromUserId`'s invite
   * link and the friendship was made at once (each gets an alert of their own).
   */
  via: z.enum(['invite-link']).optional(),
}));

export const FriendshipEnded = defineEvent(producer, 'friendship.ended', 1, z.object({
  byUserId: z.string(),
  otherUserId: z.string(),
  endedAt: z.iso.datetime(),
}));
