// The outing service on the embedded infrastructure: creating with its invite rules and the
// pending cap, joining, denying, leaving and deleting with their events, photos, the
// completion flow and its frozen result, the outing records, the feed from friendship
// events with paging and likes, and photo access.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import {
  createEvent,
  OUTING_LIMITS,
  OUTING_MESSAGES,
  OutingCompleted,
  OutingCompletionMarked,
  OutingCreated,
  OutingDeleted,
  OutingInviteCleared,
  OutingMembershipChanged,
  OutingPhotoAdded,
  OutingPhotoRemoved,
  OutingRecordChanged,
  type OutingView,
} from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { asGateway } from '@outings/service-kit/testing';
import { outingService } from '../../src/service';
import { actingAs, completedOuting, deliver, friendship, inviting, statusChange, unfriending, type Caller } from '../support/steps';

describe('outings', () => {
  let services: TestServices;
  let outing: RunningService;
  const callers: Record<string, Caller> = {};
  const as = (userId: string): Caller => {
    callers[userId] ??= actingAs(outing.url, userId);
    return callers[userId];
  };
  const latestRecord = async (userId: string) =>
    (await services.published('outing', OutingRecordChanged)).filter((event) => event.data.userId === userId).at(-1);

  beforeAll(async () => {
    services = await embeddedTestServices();
    outing = await services.start(outingService);
  }, 120_000);
  afterAll(() => services.dispose());

  describe('creating', () => {
    it('makes the creator the only member, invites the others and announces it with its chat id', async () => {
      // cy is no daily match: a friend, with a new profile's status (Ready).
      await deliver(services, friendship('ada', 'cy'));
      const res = await as('ada').create(inviting(['bob', 'cy'], { dailyMatchIds: ['bob'] }));
      expect(res.status).toBe(201);
      const created: OutingView = res.body.outing;
      expect(created).toMatchObject({
        name: 'Picnic', created_by: 'ada', users: ['ada'], invited: ['bob', 'cy'], flakes: [], completions: [], photos: [],
        likes: [], date_completed: null, status: 'Pending',
      });
      const [event] = (await services.published('outing', OutingCreated)).filter((e) => e.data.outingId === created._id);
      expect(event?.data).toEqual({
        outingId: created._id, chatId: created.chat, creatorId: 'ada', activity: { _id: 'picnic', name: 'Picnic', category: 'Social' },
        memberIds: ['ada'], invitedIds: ['bob', 'cy'], flakedIds: [], name: 'Picnic', createdAt: created.date_created,
      });
      expect(event?.aggregate).toEqual({ type: 'outing', id: created._id, version: 1 });
      expect((await latestRecord('ada'))?.data).toEqual({ userId: 'ada', outings: 1, flaked: 0, completed: 0 });
      expect((await as('bob').get(created._id)).body.outing._id).toBe(created._id);
      expect((await as('eve').get(created._id)).status).toBe(403);
    });

    it('refuses an invitee who is not available, and an outing without a daily match (406), storing nothing', async () => {
      const before = (await services.published('outing', OutingCreated)).length;
      const unavailable = await as('ada').create(inviting(['bob', 'zed'], { dailyMatchIds: ['bob'] }));
      expect([unavailable.status, unavailable.body.header]).toEqual([406, OUTING_MESSAGES.memberNotAvailableHeader]);
      const noMatch = await as('ada').create(inviting(['cy'], { dailyMatchIds: [] }));
      expect(noMatch.body).toEqual({ header: OUTING_MESSAGES.needsDailyMatchHeader, message: OUTING_MESSAGES.needsDailyMatch });
      expect((await as('ada').create(inviting(['bob', 'bob']))).status).toBe(400);
      expect((await as('ada').create(inviting(['ada', 'bob']))).status).toBe(400);
      expect((await as('ada').create({ invitedIds: [] })).status).toBe(400);
      expect(await services.published('outing', OutingCreated)).toHaveLength(before);
    });

    it("takes a friend who is no daily match only when their latest profile event says Ready or Searching", async () => {
      await deliver(services, friendship('gus', 'dee'));
      await deliver(services, statusChange('dee', 'Busy', 2));
      const busy = await as('gus').create(inviting(['bob', 'dee'], { dailyMatchIds: ['bob'] }));
      expect(busy.body).toEqual({ header: OUTING_MESSAGES.memberNotAvailableHeader, message: OUTING_MESSAGES.memberNotAvailable });
      await deliver(services, statusChange('dee', 'Searching', 4));
      // An older profile version arriving late changes nothing.
      await deliver(services, statusChange('dee', 'Busy', 3));
      expect((await as('gus').create(inviting(['bob', 'dee'], { dailyMatchIds: ['bob'] }))).status).toBe(201);
      // A Ready person who is no friend is still refused.
      await deliver(services, statusChange('eli', 'Ready', 2));
      expect((await as('gus').create(inviting(['bob', 'eli'], { dailyMatchIds: ['bob'] }))).status).toBe(406);
    });

    it('acts only for the caller of the path', async () => {
      const res = await as('ada').create(inviting(['bob']));
      expect(res.status).toBe(201);
      const otherCaller = await request(outing.url).get('/users/ada/outings').use(asGateway('mallory'));
      expect(otherCaller.status).toBe(403);
      // A user id swapped after the gateway signed is no caller at all.
      const forged = await actingAs(outing.url, 'ada').list().set('x-outings-user-id', 'mallory');
      expect(forged.status).toBe(401);
    });
  });

  describe('the pending cap', () => {
    it('refuses a sixth pending outing to create or join, and concurrent creates cannot pass it', async () => {
      const attempts = await Promise.all(Array.from({ length: 8 }, () => as('pat').create(inviting(['quinn']))));
      expect(attempts.filter((res) => res.status === 201)).toHaveLength(OUTING_LIMITS.pendingMax);
      const refused = attempts.filter((res) => res.status === 406);
      expect(refused).toHaveLength(3);
      expect(refused[0]?.body).toEqual({ header: OUTING_MESSAGES.tooManyOutingsHeader, message: OUTING_MESSAGES.tooManyOutings });
      const invite = await as('ray').create(inviting(['pat'])).expect(201);
      expect((await as('pat').join(invite.body.outing._id)).status).toBe(406);
      // Joining counts the joiner's memberships: quinn is only invited five times.
      const ids = attempts.filter((res) => res.status === 201).map((res) => res.body.outing._id as string);
      for (const id of ids) expect((await as('quinn').join(id)).status).toBe(200);
      const sixth = await as('ray').create(inviting(['quinn'])).expect(201);
      expect((await as('quinn').join(sixth.body.outing._id)).status).toBe(406);
      // Deleting one frees a place.
      await as('ray').remove(invite.body.outing._id).expect(204);
    });
  });

  describe('joining, denying, leaving and deleting', () => {
    let outingId = '';

    beforeAll(async () => {
      outingId = (await as('ann').create(inviting(['ben', 'cat', 'dev'])).expect(201)).body.outing._id;
    });

    it('lets an invitee join once and tells the membership', async () => {
      const res = await as('ben').join(outingId);
      expect(res.status).toBe(200);
      expect(res.body.outing).toMatchObject({ users: ['ann', 'ben'], invited: ['cat', 'dev'] });
      expect((await as('ben').join(outingId)).body.outing.users).toEqual(['ann', 'ben']);
      const changes = (await services.published('outing', OutingMembershipChanged)).filter((e) => e.data.outingId === outingId);
      expect(changes.map((e) => [e.data.change, e.aggregate?.version])).toEqual([[{ kind: 'joined', userId: 'ben' }, 2]]);
      expect((await latestRecord('ben'))?.data).toMatchObject({ outings: 1, flaked: 0 });
      expect((await as('eve').join(outingId)).status).toBe(403);
    });

    it('removes an invitee who denies', async () => {
      const res = await as('dev').deny(outingId);
      expect(res.body.outing.invited).toEqual(['cat']);
      expect((await as('dev').get(outingId)).status).toBe(403);
      const last = (await services.published('outing', OutingMembershipChanged)).filter((e) => e.data.outingId === outingId).at(-1);
      expect(last?.data).toMatchObject({ change: { kind: 'invite-denied', userId: 'dev' }, invitedIds: ['cat'], memberIds: ['ann', 'ben'] });
    });

    it('denies the invite whose alert the invitee cleared, once; a cleared alert of an answered or gone invite changes nothing', async () => {
      // People of its own: the outing records the other cases count stay as they are.
      const other = (await as('rex').create(inviting(['una', 'ola'])).expect(201)).body.outing._id as string;
      const changesOf = async () => (await services.published('outing', OutingMembershipChanged)).filter((e) => e.data.outingId === other);
      const clearing = (userId: string, outing = other) => createEvent(OutingInviteCleared, { userId, outingId: outing, clearedAt: new Date().toISOString() });
      await deliver(services, clearing('una'));
      expect((await as('rex').get(other)).body.outing.invited).toEqual(['ola']);
      expect((await changesOf()).map((e) => e.data.change)).toEqual([{ kind: 'invite-denied', userId: 'una' }]);
      // Cleared on a second device, or after joining: the invite is answered, nothing more happens.
      await deliver(services, clearing('una'));
      await as('ola').join(other).expect(200);
      await deliver(services, clearing('ola'));
      expect((await as('rex').get(other)).body.outing).toMatchObject({ users: ['rex', 'ola'], invited: [] });
      expect((await changesOf()).length).toBe(2);
      // The outing deleted meanwhile, or an id that never was one.
      await deliver(services, clearing('una', '00000000-0000-4000-8000-000000000000'));
      await deliver(services, clearing('una', 'not-an-outing'));
    });

    it('makes a leaving member a flake who never rejoins, and counts the flake', async () => {
      await as('cat').join(outingId).expect(200);
      const res = await as('cat').leave(outingId);
      expect(res.body.outing).toMatchObject({ users: ['ann', 'ben'], flakes: ['cat'] });
      const [kind, flakedIds] = ((e) => [e?.data.change.kind, e?.data.flakedIds])((await services.published('outing', OutingMembershipChanged)).filter((e) => e.data.outingId === outingId).at(-1));
      expect([kind, flakedIds]).toEqual(['left', ['cat']]);
      expect((await latestRecord('cat'))?.data).toEqual({ userId: 'cat', outings: 1, flaked: 1, completed: 0 });
      const rejoin = await as('cat').join(outingId);
      expect([rejoin.status, rejoin.body.message]).toEqual([403, OUTING_MESSAGES.flakedOut]);
      expect((await as('cat').get(outingId)).body.outing.flakes).toEqual(['cat']);
    });

    it('refuses deleting while others are members, and leaving as the only member', async () => {
      expect((await as('ann').remove(outingId)).status).toBe(406);
      await as('ben').leave(outingId).expect(200);
      const alone = await as('ann').leave(outingId);
      expect([alone.status, alone.body.header]).toEqual([406, 'Delete Instead']);
    });

    it('deletes for the only member: gone for everyone, told once, uncounted', async () => {
      expect((await as('ann').remove(outingId)).status).toBe(204);
      for (const user of ['ann', 'ben', 'cat']) expect((await as(user).get(outingId)).status).toBe(404);
      const [deleted] = (await services.published('outing', OutingDeleted)).filter((e) => e.data.outingId === outingId);
      expect(deleted?.data).toMatchObject({ deletedBy: 'ann', memberIds: ['ann'], flakedIds: ['ben', 'cat'] });
      expect((await latestRecord('ann'))?.data).toMatchObject({ outings: 0, flaked: 0 });
      // Who flaked keeps the flake: they left while others remained.
      expect((await latestRecord('cat'))?.data).toMatchObject({ outings: 1, flaked: 1 });
    });
  });

  describe('photos and completion', () => {
    let outingId = '';

    beforeAll(async () => {
      outingId = (await as('gus').create(inviting(['hal', 'ivy'])).expect(201)).body.outing._id;
      await as('hal').join(outingId).expect(200);
    });

    it('keeps 2 photos per member, each deleting only their own, and tells media', async () => {
      await as('gus').addPhoto(outingId, 'staged/g1').expect(200);
      await as('gus').addPhoto(outingId, 'staged/g2').expect(200);
      const third = await as('gus').addPhoto(outingId, 'staged/g3');
      expect([third.status, third.body.header]).toEqual([406, OUTING_MESSAGES.tooManyPhotosHeader]);
      expect((await as('ivy').addPhoto(outingId, 'staged/i1')).status).toBe(403);
      expect((await as('hal').removePhoto(outingId, 'staged/g1')).status).toBe(403);
      expect((await as('hal').removePhoto(outingId, 'staged/none')).status).toBe(404);
      const removed = await as('gus').removePhoto(outingId, 'staged/g2');
      expect(removed.body.outing.photos).toEqual([{ key: 'staged/g1', uploader: 'gus' }]);
      const added = (await services.published('outing', OutingPhotoAdded)).filter((e) => e.data.outingId === outingId).map((e) => e.data.key);
      expect(added).toEqual(['staged/g1', 'staged/g2']);
      expect((await services.published('outing', OutingPhotoRemoved)).filter((e) => e.data.outingId === outingId).map((e) => e.data.key)).toEqual(['staged/g2']);
    });

    it('answers photo access to readers only while pending', async () => {
      expect((await as('ivy').photoAccess(outingId, 'staged/g1')).status).toBe(204);
      expect((await as('eve').photoAccess(outingId, 'staged/g1')).status).toBe(403);
      expect((await as('gus').photoAccess(outingId, 'staged/none')).status).toBe(404);
    });

    it('completes on the last member\'s mark, one mark each, ratings whole 1–5', async () => {
      expect((await as('gus').complete(outingId, 6)).status).toBe(400);
      expect((await as('gus').complete(outingId, 2.5)).status).toBe(400);
      const first = await as('gus').complete(outingId, 4);
      expect([first.status, first.body.last, first.body.outing.completions]).toEqual([200, false, ['gus']]);
      expect((await as('gus').complete(outingId, 4)).status).toBe(409);
      const [marked] = (await services.published('outing', OutingCompletionMarked)).filter((e) => e.data.outingId === outingId);
      expect(marked?.data).toMatchObject({ userId: 'gus', completionIds: ['gus'] });
      const last = await as('hal').complete(outingId, 2);
      expect(last.body).toMatchObject({ last: true, outing: { status: 'Completed', completions: ['gus', 'hal'] } });
      const [done] = (await services.published('outing', OutingCompleted)).filter((e) => e.data.outingId === outingId);
      expect(done?.data).toMatchObject({
        lastUserId: 'hal', memberIds: ['gus', 'hal'], photos: [{ key: 'staged/g1', uploader: 'gus' }],
        ratings: [{ userId: 'gus', rating: 4 }, { userId: 'hal', rating: 2 }], completedAt: last.body.outing.date_completed,
      });
      expect((await latestRecord('hal'))?.data).toEqual({ userId: 'hal', outings: 1, flaked: 0, completed: 1 });
    });

    it('is frozen once completed', async () => {
      expect((await as('gus').addPhoto(outingId, 'staged/g9')).status).toBe(409);
      expect((await as('gus').removePhoto(outingId, 'staged/g1')).status).toBe(409);
      expect((await as('hal').leave(outingId)).status).toBe(409);
      expect((await as('gus').remove(outingId)).status).toBe(409);
      expect((await as('ivy').join(outingId)).status).toBe(409);
    });

    it('refuses completion without a photo or with one member', async () => {
      const lone = (await as('kim').create(inviting(['lee'])).expect(201)).body.outing._id;
      await as('kim').addPhoto(lone, 'staged/k1').expect(200);
      expect((await as('kim').complete(lone, 5)).body.header).toBe(OUTING_MESSAGES.notEnoughMembersHeader);
      await as('lee').join(lone).expect(200);
      await as('kim').removePhoto(lone, 'staged/k1').expect(200);
      expect((await as('kim').complete(lone, 5)).body.header).toBe(OUTING_MESSAGES.noPhotosHeader);
    });

    it('completes when a member leaves and every remaining member had marked', async () => {
      const id = (await as('max').create(inviting(['ned', 'oli'])).expect(201)).body.outing._id;
      await as('ned').join(id).expect(200);
      await as('oli').join(id).expect(200);
      await as('max').addPhoto(id, 'staged/m1').expect(200);
      await as('max').complete(id, 5).expect(200);
      await as('ned').complete(id, 3).expect(200);
      const left = await as('oli').leave(id);
      expect(left.body.outing).toMatchObject({ status: 'Completed', users: ['max', 'ned'], flakes: ['oli'] });
      const [done] = (await services.published('outing', OutingCompleted)).filter((e) => e.data.outingId === id);
      expect(done?.data).toMatchObject({ lastUserId: 'ned', memberIds: ['max', 'ned'], flakedIds: ['oli'] });
    });
  });

  describe('the feed, likes and profile photos', () => {
    const ids: string[] = [];

    beforeAll(async () => {
      await deliver(services, friendship('fay', 'sue'));
      await deliver(services, friendship('tom', 'fay'));
      // Older to newer: sue's with uma, tom's with vic, uma's with wes (no friend of fay's).
      ids.push(await completedOuting(as, ['sue', 'uma']));
      ids.push(await completedOuting(as, ['tom', 'vic']));
      ids.push(await completedOuting(as, ['uma', 'wes']));
      ids.push(await completedOuting(as, ['sue', 'tom']));
    }, 60_000);

    it('shows completed outings of the reader\'s friends, newest first, once each', async () => {
      const res = await as('fay').feed().expect(200);
      expect(res.body.outings.map((o: OutingView) => o._id)).toEqual([ids[3], ids[1], ids[0]]);
      expect(res.body.hasOlder).toBe(false);
      // Their own completed outings show too.
      expect((await as('wes').feed()).body.outings.map((o: OutingView) => o._id)).toEqual([ids[2]]);
    });

    it('pages by ?before= with hasOlder', async () => {
      for (let index = 0; index < OUTING_LIMITS.feedPageSize; index += 1) await completedOuting(as, ['xan', 'yul']);
      await deliver(services, friendship('fay', 'xan'));
      const first = (await as('fay').feed().expect(200)).body;
      expect([first.outings.length, first.hasOlder]).toEqual([OUTING_LIMITS.feedPageSize, true]);
      const lastId = first.outings.at(-1)._id;
      const second = (await as('fay').feed(lastId).expect(200)).body;
      expect(second.outings.map((o: OutingView) => o._id)).toEqual([ids[3], ids[1], ids[0]]);
      expect(second.hasOlder).toBe(false);
      expect((await as('fay').feed('not-an-outing')).status).toBe(400);
      await deliver(services, unfriending('xan', 'fay'));
      expect((await as('fay').feed()).body.outings.map((o: OutingView) => o._id)).toEqual([ids[3], ids[1], ids[0]]);
    });

    it('sets and unsets likes idempotently, only on outings in the feed or of the caller', async () => {
      const target = ids[1] ?? '';
      await as('fay').like(target, true).expect(200);
      const twice = await as('fay').like(target, true).expect(200);
      expect(twice.body.outing.likes).toEqual(['fay']);
      expect((await as('tom').like(target, true)).body.outing.likes).toEqual(['fay', 'tom']);
      expect((await as('fay').like(target, false)).body.outing.likes).toEqual(['tom']);
      expect((await as('fay').like(ids[2] ?? '', true)).status).toBe(404);
      expect((await as('fay').like('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
      expect((await as('fay').feed()).body.outings.find((o: OutingView) => o._id === target).likes).toEqual(['tom']);
    });

    it('lets friends of the members see the photos of a completed outing, not others', async () => {
      const key = `staged/${ids[1]}/vic`;
      expect((await as('fay').photoAccess(ids[1] ?? '', key)).status).toBe(204);
      expect((await as('wes').photoAccess(ids[1] ?? '', key)).status).toBe(403);
    });

    it('answers a profile\'s photos to whoever may see them', async () => {
      const own = (await as('vic').photosOf('vic').expect(200)).body.photos;
      expect(own).toEqual([{ outing: ids[1], key: `staged/${ids[1]}/vic`, uploader: 'vic' }, { outing: ids[1], key: `staged/${ids[1]}/tom`, uploader: 'tom' }]);
      expect((await as('fay').photosOf('vic')).body.photos).toHaveLength(2);
      expect((await as('wes').photosOf('vic')).body.photos).toEqual([]);
      expect((await as('wes').photosOf('uma')).body.photos.map((photo: { outing: string }) => photo.outing)).toEqual([ids[2], ids[2]]);
    });

    it('lists the caller\'s outings, newest first', async () => {
      const res = await as('sue').list().expect(200);
      expect(res.body.outings.map((o: OutingView) => o._id)).toEqual([ids[3], ids[0]]);
    });
  });

  it('stores nothing of the feed for outings still pending', async () => {
    const { rows } = await services.infrastructure.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from outing.completed_memberships cm join outing.outings o on o.id = cm.outing_id where o.completed_at is null`,
    );
    expect(Number(rows[0]?.count)).toBe(0);
  });
});
