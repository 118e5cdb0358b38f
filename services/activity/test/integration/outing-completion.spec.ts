// `outing.completed` and the summary call on the embedded infrastructure: ratings feed
// the average and count once per member, `completed` and the outing photos show to the
// members only, and the summary answers the activities the caller can see.
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { activityListAnswerSchema, createEvent, OutingCompleted, type ActivityView, type EventEnvelope } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { activityService } from '../../src/service';
import { as, newActivity } from '../support/activity-inputs';

jest.setTimeout(60_000);

describe('completed outings on their activity', () => {
  let services: TestServices;
  let activity: RunningService;
  let hike: ActivityView;

  const cardOf = async (userId: string, activityId: string): Promise<ActivityView | undefined> => {
    const res = await request(activity.url).get('/activity/get-all').use(as(userId)).expect(200);
    return activityListAnswerSchema.parse(res.body).activities.find((entry) => entry._id === activityId);
  };
  const deliver = async (event: EventEnvelope) => {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled`, () => services.handled('activity', event.id));
  };
  const completed = (outingId: string, minute: number, members: Array<[string, number]>, photoKeys: string[], target = hike) =>
    createEvent(OutingCompleted, {
      outingId,
      chatId: `chat-${outingId}`,
      creatorId: members[0]?.[0] ?? 'ada',
      activity: { _id: target._id, name: target.name, category: target.category },
      memberIds: members.map(([userId]) => userId),
      invitedIds: [],
      flakedIds: ['joan'],
      name: target.name,
      photos: photoKeys.map((key) => ({ key: `outing-photos/${key}.jpg`, uploader: members[0]?.[0] ?? 'ada' })),
      lastUserId: members.at(-1)?.[0] ?? 'ada',
      ratings: members.map(([userId, rating]) => ({ userId, rating })),
      completedAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    }, { aggregate: { id: outingId, version: 9 } });

  beforeAll(async () => {
    services = await embeddedTestServices();
    activity = await services.start(activityService);
    const list = activityListAnswerSchema.parse((await request(activity.url).get('/activity/get-all').use(as('ada'))).body).activities;
    hike = list[0] as ActivityView;
  });
  afterAll(() => services.dispose());

  it('averages the ratings of two completions, once for a redelivery, and marks the activity completed for members only', async () => {
    const first = completed('o1', 1, [['ada', 5], ['grace', 4]], ['a1', 'a2', 'a3', 'a4']);
    await deliver(first);
    await deliver(first);
    // Another event about the same completion (a new id the inbox does not know): the keys stop it.
    await deliver(completed('o1', 1, [['ada', 1], ['grace', 1]], ['a1']));
    await deliver(completed('o2', 2, [['ada', 3], ['alan', 3]], ['b1', 'b2', 'b3', 'b4']));

    const ada = await cardOf('ada', hike._id);
    expect(ada?.rating).toEqual({ average: 15 / 4, count: 4 });
    expect(ada?.completed).toBe(true);
    expect((await cardOf('grace', hike._id))?.completed).toBe(true);
    // Joan flaked: not a member, nothing completed; nor for someone never in it.
    for (const outsider of ['joan', 'mallory']) {
      expect(await cardOf(outsider, hike._id)).toMatchObject({ completed: false, outingPhotos: [], rating: { average: 15 / 4, count: 4 } });
    }
  });

  it("shows each member the photos of their own completed outings, newest first, at most 6", async () => {
    const photo = (outing: string, key: string) => ({ outing, key: `outing-photos/${key}.jpg` });
    expect((await cardOf('ada', hike._id))?.outingPhotos).toEqual([
      photo('o2', 'b1'), photo('o2', 'b2'), photo('o2', 'b3'), photo('o2', 'b4'), photo('o1', 'a1'), photo('o1', 'a2'),
    ]);
    expect((await cardOf('grace', hike._id))?.outingPhotos).toEqual([photo('o1', 'a1'), photo('o1', 'a2'), photo('o1', 'a3'), photo('o1', 'a4')]);
    expect((await cardOf('alan', hike._id))?.outingPhotos).toEqual([photo('o2', 'b1'), photo('o2', 'b2'), photo('o2', 'b3'), photo('o2', 'b4')]);
  });

  it("records a completion with another user's creation, which its members do not list", async () => {
    const created = await request(activity.url).post('/activity/create').use(as('grace')).send({ activity: newActivity() }).expect(201);
    const creation: ActivityView = created.body.activity;
    expect(creation.outingPhotos).toEqual([]);
    await deliver(completed('o3', 3, [['grace', 2], ['ada', 4]], ['c1'], creation));
    expect(await cardOf('grace', creation._id)).toMatchObject({ completed: true, rating: { average: 3, count: 2 }, outingPhotos: [{ outing: 'o3', key: 'outing-photos/c1.jpg' }] });
    expect(await cardOf('ada', creation._id)).toBeUndefined();
  });

  it("answers the summary of the catalogue's and one's own activities, and 404 otherwise", async () => {
    expect((await request(activity.url).get(`/activities/${hike._id}/summary`).use(as('ada')).expect(200)).body).toEqual({
      _id: hike._id,
      name: hike.name,
      category: hike.category,
    });
    const creation = (await request(activity.url).post('/activity/create').use(as('grace')).send({ activity: newActivity() }).expect(201)).body.activity as ActivityView;
    expect((await request(activity.url).get(`/activities/${creation._id}/summary`).use(as('grace')).expect(200)).body).toEqual({
      _id: creation._id,
      name: 'Canal boat picnic',
      category: 'Food & Drink',
    });
    // Another user's creation is private to them: a new outing cannot pick it by id.
    const stranger = await request(activity.url).get(`/activities/${creation._id}/summary`).use(as('ada')).expect(404);
    expect(stranger.body).toEqual({ header: 'Activity Not Found', message: 'This activity does not exist.' });
    for (const unknown of ['no-such-activity', 'x'.repeat(101)]) {
      const res = await request(activity.url).get(`/activities/${unknown}/summary`).use(as('ada')).expect(404);
      expect(res.body).toEqual({ header: 'Activity Not Found', message: 'This activity does not exist.' });
    }
    await request(activity.url).get(`/activities/${hike._id}/summary`).use(asGateway()).expect(401);
  });
});
