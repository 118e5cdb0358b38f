// Inputs and steps of the outing service's integration tests: friendships delivered on the
// bus, the create command the gateway would send, and the internal calls as one user.
import request from 'supertest';
import { FriendRequestAnswered, FriendshipEnded, createEvent, type CreateOutingCommand } from '@outings/contracts';
import { IDENTITY_HEADER } from '@outings/service-kit';
import type { TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';

export async function deliver(services: TestServices, event: ReturnType<typeof createEvent>): Promise<void> {
  await services.infrastructure.bus.publish(event);
  await waitFor(`${event.type} handled by outing`, () => services.handled('outing', event.id));
}

export const friendship = (fromUserId: string, toUserId: string) =>
  createEvent(FriendRequestAnswered, { fromUserId, toUserId, answer: 'accepted', answeredAt: new Date().toISOString() });

export const unfriending = (byUserId: string, otherUserId: string) =>
  createEvent(FriendshipEnded, { byUserId, otherUserId, endedAt: new Date().toISOString() });

export const activity = { _id: 'picnic', name: 'Picnic', category: 'Social' };

/** Everyone invited is one of the creator's daily matches: the gateway's lists, made up. */
export const inviting = (invitedIds: string[], overrides: Partial<CreateOutingCommand> = {}): CreateOutingCommand => ({
  invitedIds, activity, dailyMatchIds: invitedIds, availableFriendIds: [], ...overrides,
});

/** The internal calls as `userId` (the gateway's identity header set to them). */
export function actingAs(baseUrl: string, userId: string) {
  const as = { [IDENTITY_HEADER]: userId };
  const at = (path: string) => `/users/${userId}${path}`;
  return {
    create: (command: unknown) => request(baseUrl).post(at('/outings')).set(as).send(command as object),
    list: () => request(baseUrl).get(at('/outings')).set(as),
    get: (outingId: string) => request(baseUrl).get(at(`/outings/${outingId}`)).set(as),
    join: (outingId: string) => request(baseUrl).post(at(`/outings/${outingId}/join`)).set(as),
    deny: (outingId: string) => request(baseUrl).post(at(`/outings/${outingId}/deny`)).set(as),
    leave: (outingId: string) => request(baseUrl).post(at(`/outings/${outingId}/leave`)).set(as),
    remove: (outingId: string) => request(baseUrl).delete(at(`/outings/${outingId}`)).set(as),
    addPhoto: (outingId: string, key: string) => request(baseUrl).post(at(`/outings/${outingId}/photos`)).set(as).send({ key }),
    removePhoto: (outingId: string, key: string) => request(baseUrl).post(at(`/outings/${outingId}/photos/delete`)).set(as).send({ key }),
    photoAccess: (outingId: string, key: string) => request(baseUrl).get(at(`/outings/${outingId}/photos/access`)).query({ key }).set(as),
    complete: (outingId: string, rating: unknown) => request(baseUrl).post(at(`/outings/${outingId}/completion`)).set(as).send({ rating }),
    feed: (before?: string) => request(baseUrl).get(at('/feed')).query(before ? { before } : {}).set(as),
    like: (outingID: string, liked: boolean) => request(baseUrl).post(at('/likes')).set(as).send({ outingID, liked }),
    photosOf: (ownerId: string) => request(baseUrl).get(at(`/photos-of/${ownerId}`)).set(as),
  };
}

export type Caller = ReturnType<typeof actingAs>;

/** A completed outing of `memberIds` (the first creates it, the others are daily matches and join), with one photo each. */
export async function completedOuting(as: (userId: string) => Caller, [creator, ...others]: [string, ...string[]]): Promise<string> {
  const created = await as(creator).create(inviting(others)).expect(201);
  const outingId: string = created.body.outing._id;
  for (const userId of others) await as(userId).join(outingId).expect(200);
  for (const userId of [creator, ...others]) await as(userId).addPhoto(outingId, `staged/${outingId}/${userId}`).expect(200);
  for (const userId of [creator, ...others]) await as(userId).complete(outingId, 5).expect(200);
  return outingId;
}
