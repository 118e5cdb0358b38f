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

export const outingCreated = (outingId: string, memberIds: string[], version = 1) =>
  createEvent(OutingCreated, {
    outingId, activity, memberIds, invitedIds: [], flakedIds: [], creatorId: memberIds[0] ?? 'nobody', createdAt: new Date().toISOString(),
  }, { aggregate: { id: outingId, version } });

export const membershipChanged = (outingId: string, memberIds: string[], flakedIds: string[], version: number, change: { kind: 'joined' | 'left'; userId: string }) =>
  createEvent(OutingMembershipChanged, {
    outingId, activity, memberIds, invitedIds: [], flakedIds, change, changedAt: new Date().toISOString(),
  }, { aggregate: { id: outingId, version } });

export const outingDeleted = (outingId: string, version: number) =>
  createEvent(OutingDeleted, { outingId, deletedBy: 'someone', deletedAt: new Date().toISOString() }, { aggregate: { id: outingId, version } });

export const newMessageId = (): string => randomUUID();
