// Inputs the chat service learns from other services: friendships and outings, delivered
// on the bus, then a wait until the service has handled them.
import { randomUUID } from 'node:crypto';
import {
  FriendRequestAnswered,
  FriendshipEnded,
  OutingCreated,
  OutingDeleted,
  OutingMembershipChanged,
  createEvent,
} from '@outings/contracts';
import type { TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';

type AnyEvent = ReturnType<typeof createEvent>;

export async function deliver(services: TestServices, event: AnyEvent): Promise<void> {
  await services.infrastructure.bus.publish(event);
  await waitFor(`${event.type} handled by chat`, () => services.handled('chat', event.id));
}

export const friendship = (fromUserId: string, toUserId: string) =>
  createEvent(FriendRequestAnswered, { fromUserId, toUserId, answer: 'accepted', answeredAt: new Date().toISOString() });

export const unfriending = (byUserId: string, otherUserId: string) =>
  createEvent(FriendshipEnded, { byUserId, otherUserId, endedAt: new Date().toISOString() });

const activity = { _id: 'activity-1', name: 'Bouldering', category: 'sport' };

/** An outing in the tests: its id, and the id the outing service gave its chat. */
export interface TestOuting {
  outingId: string;
  chatId: string;
}

export const newOuting = (outingId: string): TestOuting => ({ outingId, chatId: randomUUID() });

const membership = (outing: TestOuting, memberIds: string[], flakedIds: string[]) => ({
  ...outing, activity, memberIds, invitedIds: [], flakedIds, creatorId: memberIds[0] ?? 'nobody',
});

export const outingCreated = (outing: TestOuting, memberIds: string[], version = 1) =>
  createEvent(OutingCreated, {
    ...membership(outing, memberIds, []), name: activity.name, createdAt: new Date().toISOString(),
  }, { aggregate: { id: outing.outingId, version } });

export const membershipChanged = (outing: TestOuting, memberIds: string[], flakedIds: string[], version: number, change: { kind: 'joined' | 'left'; userId: string }) =>
  createEvent(OutingMembershipChanged, {
    ...membership(outing, memberIds, flakedIds), change, changedAt: new Date().toISOString(),
  }, { aggregate: { id: outing.outingId, version } });

export const outingDeleted = (outing: TestOuting, memberIds: string[], version: number) =>
  createEvent(OutingDeleted, {
    ...membership(outing, memberIds, []), deletedBy: memberIds[0] ?? 'nobody', deletedAt: new Date().toISOString(),
  }, { aggregate: { id: outing.outingId, version } });

export const newMessageId = (): string => randomUUID();
