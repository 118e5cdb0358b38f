// The demo world (`DEMO_SEED=true`): the Sample Login account's sign-up, as auth publishes
// it (picture key `demo/sam`), gives that account its own creations, once; nobody else
// gets any, and without DEMO_SEED the service does not even listen.
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { AccountRegistered, REGISTERED_USER_VERSION, activityListAnswerSchema, createEvent, demoPictureKey, type ActivityView } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { SAMPLE_LOGIN_CREATIONS } from '../../src/demo/demo-creations';
import { activityService } from '../../src/service';
import { as } from '../support/activity-inputs';

jest.setTimeout(120_000);

function registration(userId: string, pictureKey: string) {
  return createEvent(
    AccountRegistered,
    {
      userId,
      username: `${userId}@example.com`,
      first_name: userId,
      last_name: 'Tester',
      location: 'London, GB',
      tagline: 'Testing the demo world',
      profile_picture: { key: pictureKey, zoom: 1, crop: { x: 0, y: 0 } },
    },
    { aggregate: { id: userId, version: REGISTERED_USER_VERSION } },
  );
}

describe('the demo world', () => {
  const opened: TestServices[] = [];
  afterAll(async () => {
    for (const services of opened) await services.dispose();
  });

  async function activityWith(env: NodeJS.ProcessEnv): Promise<[TestServices, RunningService]> {
    const services = await embeddedTestServices();
    opened.push(services);
    return [services, await services.start(activityService, { env })];
  }

  const createdBy = async (url: string, userId: string): Promise<ActivityView[]> => {
    const res = await request(url).get('/activity/get-all').use(as(userId));
    expect(res.status).toBe(200);
    return activityListAnswerSchema.parse(res.body).activities.filter((entry) => entry.created_by !== null);
  };

  /** Whether activity's inbox has recorded `eventId`: its handler ran and committed. */
  const handled = async (services: TestServices, eventId: string) => {
    const { rows } = await services.infrastructure.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from activity.processed_events where event_id = ${eventId}`,
    );
    return rows[0]?.n === 1;
  };

  it("gives the Sample Login account its own creations, with photos, once; nobody else's sign-up any", async () => {
    const [services, activity] = await activityWith({ DEMO_SEED: 'true' });
    await services.infrastructure.bus.publish(registration('sam-id', demoPictureKey('sam')));
    await waitFor("the Sample Login's creations", async () => (await createdBy(activity.url, 'sam-id')).length > 0, 30_000);

    const creations = await createdBy(activity.url, 'sam-id');
    expect(creations.map((entry) => entry.name).sort()).toEqual(SAMPLE_LOGIN_CREATIONS.map((creation) => creation.name).sort());
    for (const entry of creations) {
      const written = SAMPLE_LOGIN_CREATIONS.find((creation) => creation.name === entry.name)!;
      expect(entry).toMatchObject({
        created_by: 'sam-id',
        created: true,
        featured: false,
        category: written.category,
        location: written.location,
        description: written.description,
        goal: written.goal,
        duration: written.duration,
        cost: written.cost,
        participants: written.participants,
        instructions: written.instructions.map((step, number) => ({ ...step, number, instructionID: expect.stringMatching(/^[a-z]{12}$/) })),
      });
      // The photos a user's creation gets, served like theirs.
      expect(entry.photos).toEqual([`/activity/photos/${entry._id}/0.webp`, `/activity/photos/${entry._id}/1.webp`]);
    }
    const photo = await request(activity.url).get(creations[0]!.photos[0]!).use(as('sam-id'));
    expect([photo.status, photo.headers['content-type']]).toEqual([200, 'image/webp']);

    // The same account's sign-up again, as a new event: nothing more.
    const again = registration('sam-id', demoPictureKey('sam'));
    await services.infrastructure.bus.publish(again);
    await waitFor('the second sign-up', () => handled(services, again.id), 30_000);
    expect(await createdBy(activity.url, 'sam-id')).toEqual(creations);

    // Another demo person and a real sign-up get nothing; nor does anyone else see Sam's.
    const others = [registration('maya-id', demoPictureKey('maya')), registration('ada', 'pictures/ada.jpg')];
    for (const event of others) await services.infrastructure.bus.publish(event);
    await waitFor('the other sign-ups', async () => (await Promise.all(others.map((event) => handled(services, event.id)))).every(Boolean), 30_000);
    for (const userId of ['maya-id', 'ada']) expect(await createdBy(activity.url, userId)).toEqual([]);
  });

  it('creates nothing unless DEMO_SEED is true', async () => {
    const [services, activity] = await activityWith({ DEMO_SEED: 'false' });
    const event = registration('sam-id', demoPictureKey('sam'));
    await services.infrastructure.bus.publish(event);
    // No subscription at all, so no event to wait for: give a consumer time to have acted.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await handled(services, event.id)).toBe(false);
    expect(await createdBy(activity.url, 'sam-id')).toEqual([]);
  });
});
