// Inputs and steps of the outing service's integration tests: friendships and statuses
// delivered on the bus, the create command the gateway would send, and the internal calls
// as one user.
import request from 'supertest';
import { FriendRequestAnswered, FriendshipEnded, ProfileUpdated, createEvent, type CreateOutingCommand } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
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

/** `userId`'s profile event of `version` (2 and up) with `status`; the rest of the profile does not matter here. */
export const statusChange = (userId: string, status: string, version: number) =>
  createEvent(ProfileUpdated, {
    userId, first_name: userId, last_name: '', location: '', tagline: '',
    status: { status, updated: new Date().toISOString() },
    profile_picture: { key: '', zoom: 1, crop: { x: 0, y: 0 } },
  }, { aggregate: { id: userId, version } });

export const activity = { _id: 'picnic', name: 'Picnic', category: 'Social' };

/** Everyone invited is one of the creator's daily matches: the gateway's list, made up. */
export const inviting = (invitedIds: string[], overrides: Partial<CreateOutingCommand> = {}): CreateOutingCommand => ({
  invitedIds, activity, dailyMatchIds: invitedIds, ...overrides,
});

/** The internal calls as `userId`, signed as the gateway signs them. */
export function actingAs(baseUrl: string, userId: string) {
  const as = asGateway(userId);
  const at = (path: string) => `/users/${userId}${path}`;
  return {
    create: (command: unknown) => request(baseUrl).post(at('/outings')).use(as).send(command as object),
    list: () => request(baseUrl).get(at('/outings')).use(as),
    get: (outingId: string) => request(baseUrl).get(at(`/outings/${outingId}`)).use(as),
    join: (outingId: string) => request(baseUrl).post(at(`/outings/${outingId}/join`)).use(as),
    deny: (outingId: string) => request(baseUrl).post(at(`/outings/${outingId}/deny`)).use(as),
    leave: (outingId: string) => request(baseUrl).post(at(`/outings/${outingId}/leave`)).use(as),
    remove: (outingId: string) => request(baseUrl).delete(at(`/outings/${outingId}`)).use(as),
    addPhoto: (outingId: string, key: string) => request(baseUrl).post(at(`/outings/${outingId}/photos`)).use(as).send({ key }),
    removePhoto: (outingId: string, key: string) => request(baseUrl).post(at(`/outings/${outingId}/photos/delete`)).use(as).send({ key }),
    photoAccess: (outingId: string, key: string) => request(baseUrl).get(at(`/outings/${outingId}/photos/access`)).query({ key }).use(as),
    complete: (outingId: string, rating: unknown) => request(baseUrl).post(at(`/outings/${outingId}/completion`)).use(as).send({ rating }),
    feed: (before?: string) => request(baseUrl).get(at('/feed')).query(before ? { before } : {}).use(as),
    like: (outingID: string, liked: boolean) => request(baseUrl).post(at('/likes')).use(as).send({ outingID, liked }),
    photosOf: (ownerId: string) => request(baseUrl).get(at(`/photos-of/${ownerId}`)).use(as),
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
