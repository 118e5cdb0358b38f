// The outing events on the embedded infrastructure: invites, their answers (settled by
// the outing's events, in any order), clearing an open invite (which tells the outing
// service to deny it), joins, leaves, completion
// and deletion become the spec's outing alerts, pushed as `update-user`. Alerts take every
// version: an event older than one applied still alerts.
import request from 'supertest';
import {
  createEvent,
  OutingCompleted,
  OutingCompletionMarked,
  OutingCreated,
  OutingDeleted,
  OutingInviteCleared,
  OutingMembershipChanged,
  type EventEnvelope,
  type NotificationView,
} from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { notificationService } from '../../src/service';

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('outing alerts', () => {
  let services: TestServices;
  let notification: RunningService;
  const pushes: string[] = [];
  const as = (userId: string) => asGateway(userId);
  const alertsOf = async (userId: string): Promise<NotificationView[]> =>
    (await request(notification.url).get(`/users/${userId}/alerts`).use(as(userId)).expect(200)).body.notifications;
  const deliver = async (event: EventEnvelope) => {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled`, () => services.handled('notification', event.id));
  };

  /** The membership of outing `outingId` as of an event: ada created it. */
  const outing = (outingId: string, memberIds: string[], invitedIds: string[]) => ({
    outingId,
    chatId: `chat-${outingId}`,
    creatorId: 'ada',
    activity: { _id: 'a1', name: 'Climbing', category: 'Adventure' },
    memberIds,
    invitedIds,
    flakedIds: [],
  });
  const created = (outingId: string, invitedIds: string[]) =>
    createEvent(OutingCreated, { ...outing(outingId, ['ada'], invitedIds), name: 'Climbing', createdAt: at(0) }, { aggregate: { id: outingId, version: 1 } });
  const changed = (outingId: string, version: number, kind: 'joined' | 'left' | 'invite-denied', userId: string, memberIds: string[], invitedIds: string[], minute: number) =>
    createEvent(
      OutingMembershipChanged,
      { ...outing(outingId, memberIds, invitedIds), change: { kind, userId }, changedAt: at(minute) },
      { aggregate: { id: outingId, version } },
    );
  /** The user's alerts about one outing, in the list's order, without ids and times. */
  const alertsOn = async (userId: string, outingId: string) =>
    (await alertsOf(userId)).filter(({ outing: about }) => about === outingId).map(({ type, status, by, from }) => ({ type, status, by, from }));
  const inviteOf = async (userId: string, outingId: string) =>
    (await alertsOf(userId)).find(({ type, outing: about }) => type === 'outing-invite' && about === outingId);

  beforeAll(async () => {
    services = await embeddedTestServices();
    notification = await services.start(notificationService);
    services.infrastructure.realtime.connect?.({
      toUser: (userId: string, event: string, ...args: unknown[]) => void pushes.push(`${event} → ${userId} ${JSON.stringify(args[0])}`),
      toChat: () => undefined,
    });
  }, 120_000);
  afterAll(() => services.dispose());
  beforeEach(() => {
    pushes.length = 0;
  });

  it('invites each invitee once, from the creator, and makes everyone in the outing reload', async () => {
    const event = created('o1', ['grace', 'alan']);
    await deliver(event);
    await deliver(event);
    for (const userId of ['grace', 'alan']) {
      expect(await alertsOf(userId)).toEqual([
        { _id: expect.any(String), type: 'outing-invite', created: at(0), status: 'pending', userID: userId, from: 'ada', outing: 'o1' },
      ]);
    }
    expect(await alertsOf('ada')).toEqual([]);
    await waitFor('the pushes', () => pushes.length === 3);
    expect(pushes.sort()).toEqual([
      'update-user → ada {"topics":["outings"],"ids":["o1"]}',
      'update-user → alan {"topics":["alerts","outings"],"ids":["o1"]}',
      'update-user → grace {"topics":["alerts","outings"],"ids":["o1"]}',
    ]);
  });

  it('settles the joiner’s invite from the join and tells the creator and the other members', async () => {
    await deliver(created('o2', ['grace', 'alan']));
    await deliver(changed('o2', 2, 'joined', 'grace', ['ada', 'grace'], ['alan'], 1));
    // The gateway only joins at the outing service: the join's event settles the alert.
    const invite = await inviteOf('alan', 'o2');
    expect(invite?.status).toBe('pending');
    pushes.length = 0;
    await deliver(changed('o2', 3, 'joined', 'alan', ['ada', 'grace', 'alan'], [], 2));
    // Their invite settled, the joiner's badge counts it no more: their alerts changed too.
    await waitFor('the joiner told', () => pushes.includes('update-user → alan {"topics":["alerts","outings"],"ids":["o2"]}'));

    expect(await alertsOn('alan', 'o2')).toEqual([{ type: 'outing-invite', status: 'accepted', from: 'ada' }]);
    expect(await alertsOn('grace', 'o2')).toEqual([
      { type: 'outing-join', status: 'none', by: 'alan' },
      { type: 'outing-invite', status: 'accepted', from: 'ada' },
    ]);
    expect(await alertsOn('ada', 'o2')).toEqual([
      { type: 'outing-invite-update', status: 'accepted', by: 'alan' },
      { type: 'outing-invite-update', status: 'accepted', by: 'grace' },
    ]);
    // An invite answered takes no other answer.
    await request(notification.url).post(`/users/alan/alerts/${invite?._id}/settle`).use(as('alan')).send({ status: 'denied' }).expect(409);
  });

  it('still alerts for a membership event older than one already applied', async () => {
    await deliver(created('o3', ['grace', 'alan']));
    // Version 3 (alan denied) is applied before version 2 (grace joined) arrives.
    await deliver(changed('o3', 3, 'invite-denied', 'alan', ['ada', 'grace'], [], 2));
    await deliver(changed('o3', 2, 'joined', 'grace', ['ada', 'grace'], ['alan'], 1));
    expect(await alertsOn('ada', 'o3')).toEqual([
      { type: 'outing-invite-update', status: 'denied', by: 'alan' },
      { type: 'outing-invite-update', status: 'accepted', by: 'grace' },
    ]);
    expect(await alertsOn('grace', 'o3')).toEqual([{ type: 'outing-invite', status: 'accepted', from: 'ada' }]);
    expect(await alertsOn('alan', 'o3')).toEqual([{ type: 'outing-invite', status: 'denied', from: 'ada' }]);
  });

  it('files an invite answered when the join came before the outing’s creation', async () => {
    await deliver(changed('o4', 2, 'joined', 'grace', ['ada', 'grace'], [], 1));
    await deliver(created('o4', ['grace']));
    expect(await alertsOn('grace', 'o4')).toEqual([
      { type: 'outing-invite', status: 'accepted', from: 'ada' },
    ]);
  });

  it('tells the remaining members who left, then of each mark and of the completion', async () => {
    await deliver(created('o5', ['grace', 'alan', 'joan']));
    await deliver(changed('o5', 2, 'joined', 'grace', ['ada', 'grace'], ['alan', 'joan'], 1));
    await deliver(changed('o5', 3, 'joined', 'alan', ['ada', 'grace', 'alan'], ['joan'], 2));
    await deliver(changed('o5', 4, 'left', 'ada', ['grace', 'alan'], ['joan'], 3));
    const members = ['grace', 'alan'];
    await deliver(createEvent(
      OutingCompletionMarked,
      { ...outing('o5', members, ['joan']), userId: 'grace', completionIds: ['grace'], markedAt: at(4) },
      { aggregate: { id: 'o5', version: 5 } },
    ));
    pushes.length = 0;
    await deliver(createEvent(
      OutingCompleted,
      { ...outing('o5', members, ['joan']), name: 'Climbing', photos: [], lastUserId: 'alan', ratings: [], completedAt: at(5) },
      { aggregate: { id: 'o5', version: 6 } },
    ));
    const onO5 = async (userId: string) => (await alertsOn(userId, 'o5')).map(({ type, by }) => `${type} ${by ?? ''}`.trim());
    expect(await onO5('alan')).toEqual(['outing-complete', 'outing-marked-complete grace', 'outing-leave ada', 'outing-invite']);
    expect(await onO5('grace')).toEqual(['outing-complete', 'outing-leave ada', 'outing-join alan', 'outing-invite']);
    expect(await onO5('ada')).toEqual(['outing-invite-update alan', 'outing-invite-update grace']);
    await waitFor('the completion pushes', () => pushes.length === 2);
    expect(pushes.sort()).toEqual(['update-user → alan {"topics":["alerts","outings"],"ids":["o5"]}', 'update-user → grace {"topics":["alerts","outings"],"ids":["o5"]}']);
  });

  it('takes away the open invites of a deleted outing, and invites nobody when its creation comes late', async () => {
    await deliver(created('o6', ['grace', 'alan']));
    await deliver(changed('o6', 2, 'invite-denied', 'grace', ['ada'], ['alan'], 1));
    const invite = await inviteOf('alan', 'o6');
    expect(invite?.status).toBe('pending');
    pushes.length = 0;
    const deleted = (outingId: string) =>
      createEvent(OutingDeleted, { ...outing(outingId, ['ada'], ['alan']), deletedBy: 'ada', deletedAt: at(2) }, { aggregate: { id: outingId, version: 3 } });
    await deliver(deleted('o6'));
    expect(await alertsOn('alan', 'o6')).toEqual([]);
    // The answered one stays as it was.
    expect(await alertsOn('grace', 'o6')).toEqual([
      { type: 'outing-invite', status: 'denied', from: 'ada' },
    ]);
    await request(notification.url).post(`/users/alan/alerts/${invite?._id}/settle`).use(as('alan')).send({ status: 'accepted' }).expect(404);
    await waitFor('the deletion push', () => pushes.length === 1);
    expect(pushes).toEqual(['update-user → alan {"topics":["alerts","outings"],"ids":["o6"]}']);

    await deliver(deleted('o7'));
    await deliver(created('o7', ['alan']));
    expect(await alertsOn('alan', 'o7')).toEqual([]);
  });

  it('clearing an invite still open tells the outing service to deny it, once; clearing an answered one tells nothing', async () => {
    await deliver(created('o8', ['grace', 'alan']));
    await deliver(changed('o8', 2, 'joined', 'grace', ['ada', 'grace'], ['alan'], 1));
    const clearings = () => services.published('notification', OutingInviteCleared);
    const before = (await clearings()).length;
    const clear = async (userId: string) => {
      const invite = await inviteOf(userId, 'o8');
      await request(notification.url).post(`/users/${userId}/alerts/${invite?._id}/dismiss`).use(as(userId)).send({}).expect(204);
      return invite?._id;
    };
    await clear('grace');
    expect((await clearings()).length).toBe(before);

    const alanInvite = await clear('alan');
    const told = (await clearings()).slice(before);
    expect(told.map(({ data }) => data)).toEqual([{ userId: 'alan', outingId: 'o8', clearedAt: expect.any(String) }]);
    expect(await alertsOn('alan', 'o8')).toEqual([]);
    // Cleared again: nothing changes, nothing more is told.
    await request(notification.url).post(`/users/alan/alerts/${alanInvite}/dismiss`).use(as('alan')).send({}).expect(204);
    expect((await clearings()).length).toBe(before + 1);
  });

  it("counts an answered invite no more for the badge; 'Clear all' takes it and what informs, never an invite still open, and denies nothing", async () => {
    await deliver(created('o9', ['mary']));
    await deliver(created('o10', ['mary', 'alan']));
    await deliver(changed('o10', 2, 'joined', 'mary', ['ada', 'mary'], ['alan'], 1));
    await deliver(changed('o10', 3, 'joined', 'alan', ['ada', 'mary', 'alan'], [], 2));
    const list = async () => (await request(notification.url).get('/users/mary/alerts').use(as('mary')).expect(200)).body as { notifications: NotificationView[]; needingAttention: number };
    const before = await list();
    expect(before.notifications.map(({ type, status, outing }) => `${type} ${status} ${outing}`).sort()).toEqual([
      'outing-invite accepted o10',
      'outing-invite pending o9',
      'outing-join none o10',
    ]);
    // The open invite and the news of alan's joining; not the invite mary answered.
    expect(before.needingAttention).toBe(2);

    const clearings = (await services.published('notification', OutingInviteCleared)).length;
    const cleared = await request(notification.url).post('/users/mary/alerts/clear-settled').use(as('mary')).send({}).expect(200);
    expect(cleared.body).toEqual({ cleared: 2 });
    const after = await list();
    expect(after.notifications.map(({ type, status, outing }) => `${type} ${status} ${outing}`)).toEqual(['outing-invite pending o9']);
    expect(after.needingAttention).toBe(1);
    expect((await services.published('notification', OutingInviteCleared)).length).toBe(clearings);
    // Nothing left to clear: nothing changes.
    expect((await request(notification.url).post('/users/mary/alerts/clear-settled').use(as('mary')).send({}).expect(200)).body).toEqual({ cleared: 0 });
    // Only for oneself.
    await request(notification.url).post('/users/mary/alerts/clear-settled').use(as('alan')).send({}).expect(403);
  });
});
