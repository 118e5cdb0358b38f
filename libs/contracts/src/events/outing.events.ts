// Events the outing service publishes, defined here with the chat
// service that consumes them: each outing has a chat whose members follow the outing's.
// Each event carries the outing's whole membership as of its `version` (the `outing`
// aggregate), so a consumer applies the newest state and skips an older one that comes
// late, instead of replaying joins and leaves in an order the bus does not promise.
import { z } from 'zod';
import { defineAggregateEvent, defineEvent } from '../envelope';

const producer = 'outing';

const membership = {
  outingId: z.string(),
  /**
   * The id its chat takes, made by the outing service so the outing answers its `chat` at
   * once; on every event, since the chat service makes the chat from whichever it sees first.
   */
  chatId: z.string(),
  /** Who created it (invites come from them), whether or not still a member. */
  creatorId: z.string(),
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
  name: z.string(),
  createdAt: z.iso.datetime(),
}), 'outing');

export const OUTING_MEMBERSHIP_CHANGES = ['joined', 'left', 'invite-denied'] as const;

/** Someone joined, left (flaking when others remain) or turned the invite down. */
export const OutingMembershipChanged = defineAggregateEvent(producer, 'outing.membership-changed', 1, z.object({
  ...membership,
  change: z.object({ kind: z.enum(OUTING_MEMBERSHIP_CHANGES), userId: z.string() }),
  changedAt: z.iso.datetime(),
}), 'outing');

/** Deleted by its only member: its chat goes with it, its invites with it. */
export const OutingDeleted = defineAggregateEvent(producer, 'outing.deleted', 1, z.object({
  ...membership,
  deletedBy: z.string(),
  deletedAt: z.iso.datetime(),
}), 'outing');

/** A member marked it complete; the last member's mark is `outing.completed` instead. */
export const OutingCompletionMarked = defineAggregateEvent(producer, 'outing.completion-marked', 1, z.object({
  ...membership,
  userId: z.string(),
  /** Members who marked it so far, `userId` included. */
  completionIds: z.array(z.string()),
  markedAt: z.iso.datetime(),
}), 'outing');

/**
 * Every member marked it: the ratings land on the activity, the members' completed
 * counts grow, and nothing about the outing changes any more.
 */
export const OutingCompleted = defineAggregateEvent(producer, 'outing.completed', 1, z.object({
  ...membership,
  name: z.string(),
  /** Its photos: the activity shows them to the members on its card. */
  photos: z.array(z.object({ key: z.string(), uploader: z.string() })),
  /** The last member to mark it. */
  lastUserId: z.string(),
  ratings: z.array(z.object({ userId: z.string(), rating: z.number().int().min(1).max(5) })),
  completedAt: z.iso.datetime(),
}), 'outing');

/**
 * Photos uploaded to or deleted from an outing: media keeps the staged upload (claim) or
 * drops it (release). One event per key and change; a key is added once and removed at most once.
 */
export const OutingPhotoAdded = defineEvent(producer, 'outing.photo-added', 1, z.object({
  outingId: z.string(),
  key: z.string(),
  uploader: z.string(),
  addedAt: z.iso.datetime(),
}));

export const OutingPhotoRemoved = defineEvent(producer, 'outing.photo-removed', 1, z.object({
  outingId: z.string(),
  key: z.string(),
  removedAt: z.iso.datetime(),
}));

/**
 * A user's outing record, whole, each time it changes (aggregate `outing-record`, id the
 * user's): the profile shows the flake rating (`flaked / outings × 5`, one decimal) and
 * the completed count on the user cards from it.
 */
export const OutingRecordChanged = defineAggregateEvent(producer, 'outing-record.changed', 1, z.object({
  userId: z.string(),
  /** Outings the user was a member of: joined or created, flaked ones included, deleted ones not. */
  outings: z.number().int().min(0),
  /** Outings left while other members remained. */
  flaked: z.number().int().min(0),
  completed: z.number().int().min(0),
}), 'outing-record');
