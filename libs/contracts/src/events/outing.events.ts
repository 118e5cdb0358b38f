// Events the outing service publishes (the outings issue), defined here with the chat
// service that consumes them: each outing has a chat whose members follow the outing's.
// Each event carries the outing's whole membership as of its `version` (the `outing`
// aggregate), so a consumer applies the newest state and skips an older one that comes
// late, instead of replaying joins and leaves in an order the bus does not promise.
import { z } from 'zod';
import { defineAggregateEvent } from '../envelope';

const producer = 'outing';

const membership = {
  outingId: z.string(),
  activity: z.object({ _id: z.string(), name: z.string(), category: z.string() }),
  /** Who is in: the creator first. */
  memberIds: z.array(z.string()),
  /** Invited, not yet joined. */
  invitedIds: z.array(z.string()),
  /** Who left or flaked: they keep no access to the outing's chat (spec §4). */
  flakedIds: z.array(z.string()),
};

export const OutingCreated = defineAggregateEvent(producer, 'outing.created', 1, z.object({
  ...membership,
  creatorId: z.string(),
  createdAt: z.iso.datetime(),
}), 'outing');

export const OUTING_MEMBERSHIP_CHANGES = ['joined', 'left', 'invite-denied'] as const;

/** Someone joined, left (flaking when others remain) or turned the invite down. */
export const OutingMembershipChanged = defineAggregateEvent(producer, 'outing.membership-changed', 1, z.object({
  ...membership,
  change: z.object({ kind: z.enum(OUTING_MEMBERSHIP_CHANGES), userId: z.string() }),
  changedAt: z.iso.datetime(),
}), 'outing');

/** Deleted by its only member: its chat goes with it. */
export const OutingDeleted = defineAggregateEvent(producer, 'outing.deleted', 1, z.object({
  outingId: z.string(),
  deletedBy: z.string(),
  deletedAt: z.iso.datetime(),
}), 'outing');
