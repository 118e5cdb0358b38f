import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { sql } from 'drizzle-orm';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, activityListAnswerSchema, type ActivityView } from '@outings/contracts';
import { categoryColorMap } from '@outings/reference-data';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { activityService } from '../../src/service';
import { as, newActivity } from '../support/activity-inputs';

jest.setTimeout(60_000);

describe('activity routes', () => {
  let services: TestServices;
  let activity: RunningService;

  const list = async (userId: string): Promise<ActivityView[]> => {
    const res = await request(activity.url).get('/activity/get-all').use(as(userId));
    expect(res.status).toBe(200);
    return activityListAnswerSchema.parse(res.body).activities;
  };
  const create = (userId: string, body: unknown) => request(activity.url).post('/activity/create').use(as(userId)).send(body as object);
  const remove = (userId: string, activityId: string) =>
    request(activity.url).post('/activity/delete').use(as(userId)).send({ activity: { _id: activityId, name: 'whatever' }, userID: userId });

  beforeAll(async () => {
    services = await embeddedTestServices();
    activity = await services.start(activityService);
  });

  afterAll(() => services.dispose());

  describe('the catalogue', () => {
    it('is seeded with 60+ activities across every category, some featured, none created by the caller', async () => {
      const activities = await list('ada');
      expect(activities.length).toBeGreaterThanOrEqual(60);
      expect(new Set(activities.map((entry) => entry.category))).toEqual(new Set(Object.keys(categoryColorMap)));
      expect(activities.some((entry) => entry.featured)).toBe(true);
      for (const entry of activities) {
        expect(entry).toMatchObject({ created_by: null, created: false, completed: false, rating: { average: null, count: 0 } });
        expect(entry.instructions.length).toBeGreaterThanOrEqual(3);
        expect(entry.photos.length).toBeGreaterThanOrEqual(2);
        for (const photo of entry.photos) expect(photo).toMatch(/^\/activity\/photos\//);
      }
    });

    // Two replicas seeding together: activity-replicas.spec.ts (the embedded bus takes one
    // consumer of the service's queue per process).
    it('is written once whatever the number of starts: a restart', async () => {
      const before = await list('ada');
      await activity.stop();
      activity = await services.start(activityService);
      expect(await list('ada')).toEqual(before);
    });

    it('answers 401 without a signed-in caller', async () => {
      expect((await request(activity.url).get('/activity/get-all').use(asGateway())).status).toBe(401);
      expect((await request(activity.url).post('/activity/create').use(asGateway()).send({ activity: newActivity() })).status).toBe(401);
    });

    it("shows the ratings' average and count, none before any rating", async () => {
      const [rated] = await list('ada');
      // What the outings feature will write when an outing with this activity completes.
      await services.infrastructure.database.db.execute(sql`
        with added as (
          insert into activity.ratings (activity_id, outing_id, user_id, rating)
          values (${rated!._id}, 'o1', 'ada', 5), (${rated!._id}, 'o1', 'grace', 4), (${rated!._id}, 'o2', 'alan', 4)
          returning activity_id, rating
        )
        update activity.activities set rating_sum = rating_sum + (select sum(rating) from added), rating_count = rating_count + (select count(*) from added)
        where id = ${rated!._id}`);
      const after = (await list('grace')).find((entry) => entry._id === rated!._id);
      expect(after?.rating).toEqual({ average: 13 / 3, count: 3 });
      // Ratings hold 1 to 5 only.
      await expect(
        services.infrastructure.database.db.execute(sql`insert into activity.ratings (activity_id, outing_id, user_id, rating) values (${rated!._id}, 'o3', 'ada', 6)`),
      ).rejects.toThrow();
    });
  });

  describe('POST /activity/create', () => {
    it('stores the creation for the signed-in user, whatever the body says, and lists it with the created flag', async () => {
      const res = await create('ada', {
        activity: { ...newActivity(), created_by: 'mallory', featured: true, photos: ['https://evil.example/a.png'], _id: 'chosen' },
        userID: 'mallory',
      });
      expect(res.status).toBe(201);
      const created: ActivityView = res.body.activity;
      expect(created).toMatchObject({
        name: 'Canal boat picnic',
        location: 'Amsterdam, NL',
        category: 'Food & Drink',
        duration: 2.5,
        cost: 40,
        participants: 3,
        created_by: 'ada',
        created: true,
        featured: false,
        completed: false,
        rating: { average: null, count: 0 },
      });
      expect(created._id).not.toBe('chosen');
      expect(created.photos).toEqual([`/activity/photos/${created._id}/0.webp`, `/activity/photos/${created._id}/1.webp`]);
      expect(created.instructions.map(({ kind, number }) => [kind, number])).toEqual([['purchase', 0], ['eat', 1]]);
      for (const instruction of created.instructions) expect(instruction.instructionID).toMatch(/^[a-z]{12}$/);
      expect(new Set(created.instructions.map((instruction) => instruction.instructionID)).size).toBe(2);

      expect((await list('ada')).find((entry) => entry._id === created._id)).toEqual(created);
      expect((await list('mallory')).some((entry) => entry._id === created._id)).toBe(false);
    });

    it("keeps one user's creations out of another's list, which stays the catalogue and their own", async () => {
      const catalogueSize = (await list('nobody')).length;
      const res = await create('grace', { activity: newActivity({ name: 'Grace only' }) });
      expect(res.status).toBe(201);
      const graces = await list('grace');
      expect(graces.filter((entry) => entry.created).map((entry) => entry.name)).toEqual(['Grace only']);
      expect(graces.length).toBe(catalogueSize + 1);
      const adas = await list('ada');
      expect(adas.some((entry) => entry.name === 'Grace only')).toBe(false);
      expect(adas.filter((entry) => entry.created_by !== null).every((entry) => entry.created_by === 'ada')).toBe(true);
    });

    it.each([
      ['no name', { name: ' ' }, `activity.name: ${ACTIVITY_MESSAGES.name}`],
      ['no location', { location: '' }, `activity.location: ${ACTIVITY_MESSAGES.location}`],
      ['a city not on the list', { location: 'Atlantis, XX' }, `activity.location: ${ACTIVITY_MESSAGES.locationFromList}`],
      ['no description', { description: '' }, `activity.description: ${ACTIVITY_MESSAGES.description}`],
      ['an unknown category', { category: 'Knitting' }, `activity.category: ${ACTIVITY_MESSAGES.category}`],
      ['no duration', { duration: undefined }, `activity.duration: ${ACTIVITY_MESSAGES.duration}`],
      ['no cost', { cost: undefined }, `activity.cost: ${ACTIVITY_MESSAGES.cost}`],
      ['no participants', { participants: undefined }, `activity.participants: ${ACTIVITY_MESSAGES.participants}`],
      ['no goal', { goal: '' }, `activity.goal: ${ACTIVITY_MESSAGES.goal}`],
      ['an instruction kind off the list', { instructions: [{ kind: 'swim', title: 'a', details: 'b' }] }, `activity.instructions.0.kind: ${ACTIVITY_MESSAGES.instructionKind}`],
      ['an instruction without title', { instructions: [{ kind: 'play', title: '', details: 'b' }] }, `activity.instructions.0.title: ${ACTIVITY_MESSAGES.instructionTitle}`],
      ['an instruction without details', { instructions: [{ kind: 'play', title: 'a', details: '' }] }, `activity.instructions.0.details: ${ACTIVITY_MESSAGES.instructionDetails}`],
    ])('refuses %s with 400 and its message, storing nothing', async (_case, change, message) => {
      const before = await list('alan');
      const res = await create('alan', { activity: newActivity(change), userID: 'alan' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ header: 'Invalid Request', message });
      expect(await list('alan')).toEqual(before);
    });

    it(`refuses a creation beyond ${ACTIVITY_LIMITS.creationsPerUser} with a 406 the browser shows`, async () => {
      const attempts = Array.from({ length: ACTIVITY_LIMITS.creationsPerUser + 2 }, (_, index) =>
        create('busy', { activity: newActivity({ name: `Plan ${index}` }) }),
      );
      const statuses = (await Promise.all(attempts)).map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(ACTIVITY_LIMITS.creationsPerUser);
      expect(statuses.filter((status) => status === 406)).toHaveLength(2);
      const refused = await create('busy', { activity: newActivity() });
      expect(refused.body).toEqual({
        header: 'Too Many Activities',
        message: `You can have up to ${ACTIVITY_LIMITS.creationsPerUser} activities of your own. Delete one before creating another.`,
      });
      expect((await list('busy')).filter((entry) => entry.created)).toHaveLength(ACTIVITY_LIMITS.creationsPerUser);
    });
  });

  describe('POST /activity/delete', () => {
    it('lets only the creator delete a creation', async () => {
      const { body } = await create('ada', { activity: newActivity({ name: 'Short-lived' }) });
      const id: string = body.activity._id;

      const refused = await remove('grace', id);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ header: 'Not Your Activity', message: 'Only the creator of this activity can delete it.' });
      expect((await list('ada')).some((entry) => entry._id === id)).toBe(true);

      const deleted = await remove('ada', id);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ activity: { _id: id } });
      expect((await list('ada')).some((entry) => entry._id === id)).toBe(false);
      expect((await remove('ada', id)).status).toBe(404);
    });

    it('never deletes a catalogue activity, and answers 404 for an unknown one', async () => {
      const [catalogued] = await list('ada');
      const refused = await remove('ada', catalogued!._id);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Activities of the catalogue cannot be deleted.');
      expect((await list('ada')).some((entry) => entry._id === catalogued!._id)).toBe(true);
      const unknown = await remove('ada', 'no-such-activity');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ header: 'Activity Not Found', message: 'This activity does not exist.' });
      expect((await request(activity.url).post('/activity/delete').use(as('ada')).send({ userID: 'ada' })).status).toBe(400);
    });
  });

  describe('GET /activity/photos/:activityId/:file', () => {
    it('serves each listed photo as WebP, cacheable, with nosniff', async () => {
      const [first] = await list('ada');
      const res = await request(activity.url).get(first!.photos[0]!).use(as('ada'));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('immutable');
      expect((res.body as Buffer).subarray(8, 12).toString('latin1')).toBe('WEBP');
      const again = await request(activity.url).get(first!.photos[0]!).use(as('ada')).set('If-None-Match', res.headers.etag!);
      expect(again.status).toBe(304);
    });

    it('answers 404 for a photo the activity does not have, and 401 without a caller', async () => {
      const [first] = await list('ada');
      const base = `/activity/photos/${first!._id}`;
      expect((await request(activity.url).get(`${base}/${first!.photos.length}.webp`).use(as('ada'))).status).toBe(404);
      expect((await request(activity.url).get(`${base}/0.png`).use(as('ada'))).status).toBe(404);
      expect((await request(activity.url).get('/activity/photos/unknown/0.webp').use(as('ada'))).status).toBe(404);
      expect((await request(activity.url).get(`${base}/0.webp`).use(asGateway())).status).toBe(401);
    });
  });
});
