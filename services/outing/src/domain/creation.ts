// Creating an outing (spec §5 "Outing"): the creator is its only member, everyone else
// is invited. Each invitee is a daily match or a friend who is Ready or Searching, and at
// least one is a daily match. The gateway reads the creator's daily matches (social-graph)
// into the command; which invitees are friends free for an outing comes from this
// service's own projections (availability.ts).
import { OUTING_LIMITS, OUTING_REFUSALS, type CreateOutingCommand, type Refusal } from '@outings/contracts';
import type { OutingState } from './outing-state';
import { allow, refuse, type Ruling } from './refusals';

/** The pending cap (spec §9): creating or joining is refused at 5 pending outings or more. */
export const pendingCapRefusal = (pendingCount: number): Refusal | null =>
  (pendingCount >= OUTING_LIMITS.pendingMax ? OUTING_REFUSALS.tooManyOutings : null);

/** What creating is judged on besides the command, read under the creator's lock. */
export interface CreationFacts {
  /** The creator's pending outings. */
  pendingCount: number;
  /** The invitees who are the creator's friends and free for an outing. */
  availableFriendIds: readonly string[];
}

/** The invitee rules: 400 for a malformed list, 406 for the spec's refusals. */
export function inviteeRefusal(creatorId: string, command: CreateOutingCommand, availableFriendIds: readonly string[]): Refusal | null {
  const { invitedIds, dailyMatchIds } = command;
  if (invitedIds.includes(creatorId)) return OUTING_REFUSALS.selfInvited;
  if (new Set(invitedIds).size !== invitedIds.length) return OUTING_REFUSALS.duplicateInvitee;
  const matches = new Set(dailyMatchIds);
  const friends = new Set(availableFriendIds);
  if (invitedIds.some((id) => !matches.has(id) && !friends.has(id))) return OUTING_REFUSALS.memberNotAvailable;
  if (!invitedIds.some((id) => matches.has(id))) return OUTING_REFUSALS.needsDailyMatch;
  return null;
}

export interface NewOuting {
  id: string;
  chatId: string;
  createdAt: Date;
}

/** The outing as created, or why not. */
export function createOuting(creatorId: string, command: CreateOutingCommand, facts: CreationFacts, fresh: NewOuting): Ruling<OutingState> {
  const why = inviteeRefusal(creatorId, command, facts.availableFriendIds) ?? pendingCapRefusal(facts.pendingCount);
  if (why) return refuse(why);
  return allow({
    id: fresh.id,
    name: command.activity.name,
    activity: { _id: command.activity._id, name: command.activity.name, category: command.activity.category },
    createdBy: creatorId,
    chatId: fresh.chatId,
    createdAt: fresh.createdAt,
    completedAt: null,
    version: 1,
    people: [
      { userId: creatorId, role: 'member', rating: null, markedAt: null },
      ...command.invitedIds.map((userId) => ({ userId, role: 'invited' as const, rating: null, markedAt: null })),
    ],
    photos: [],
  });
}
