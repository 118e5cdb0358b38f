// The profile service in cluster mode: real PostgreSQL and RabbitMQ, events in and out.
import request from 'supertest';
import { AccountRegistered, ProfileUpdated, REGISTERED_USER_VERSION, createEvent, type EventEnvelope } from '@outings/contracts';
import { cities, formatCity } from '@outings/reference-data';
import { createLogger } from '@outings/service-kit';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { profileService } from '../../src/service';

const [home, elsewhere] = cities.map(formatCity);
const as = (userId: string) => asGateway(userId);

function profileData(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    location: elsewhere,
    tagline: 'Poetical science',
    status: { status: 'Busy' },
    profile_picture: { zoom: 1.2, crop: { x: 3, y: 4 } },
    ...overrides,
  };
}

function registration(userId: string) {
  return createEvent(
    AccountRegistered,
    {
      userId,
      username: `${userId}@example.com`,
      first_name: 'Ada',
      last_name: 'Lovelace',
      location: home ?? '',
      tagline: 'Counting things',
      profile_picture: { key: 'pictures/first.jpg', zoom: 1, crop: { x: 0, y: 0 } },
    },
    { aggregate: { id: userId, version: REGISTERED_USER_VERSION } },
  );
}

describe('profile service on PostgreSQL and RabbitMQ', () => {
  let services: TestServices;
  let profile: RunningService;
  let published: EventEnvelope[];
  const logLines: Array<{ msg?: string; eventId?: string }> = [];

  beforeAll(async () => {
    services = await clusterTestServices('profile');
    const logger = createLogger('profile', 'info', { write: (line: string) => void logLines.push(JSON.parse(line) as (typeof logLines)[number]) });
    profile = await services.start(profileService, { logger });
    published = await services.capture([ProfileUpdated.type]);
  });

  afterAll(() => services.dispose());

  const view = async (userId: string) => (await request(profile.url).get(`/users/${userId}`).use(as(userId))).body as Record<string, unknown>;

  it('creates the profile from account.registered, refuses bad edits and publishes a good one as the next version', async () => {
    await services.infrastructure.bus.publish(registration('ada'));
    await waitFor('the profile', async () => (await request(profile.url).get('/users/ada').use(as('ada'))).status === 200);
    const created = await view('ada');
    expect(created).toMatchObject({ _id: 'ada', username: 'ada@example.com', location: home, status: { status: 'Ready' }, flake: 0 });

    for (const bad of [{ location: 'Atlantis, XX' }, { tagline: 'x'.repeat(50) }, { status: { status: 'Asleep' } }]) {
      const res = await request(profile.url).post('/users/ada/profile-data').use(as('ada')).send({ profileData: profileData(bad) });
      expect(res.status).toBe(400);
      expect(res.body.header).toBe('Invalid Request');
    }
    expect(await view('ada')).toEqual(created);
    expect(published).toEqual([]);

    for (const [n, key] of [[1, 'pictures/second.jpg'], [2, 'pictures/third.jpg']] as const) {
      const saved = await request(profile.url).post('/users/ada/profile-data').use(as('ada')).send({ profileData: profileData(), pictureKey: key });
      expect(saved.status).toBe(200);
      expect(saved.body.user).toMatchObject({ location: elsewhere, tagline: 'Poetical science', status: { status: 'Busy' } });
      await waitFor(`profile.updated ${n} from RabbitMQ`, () => published.length === n);
    }
    // Each saved edit is the next version of the user, the sign-up being the first.
    expect(published.map((event) => event.aggregate)).toEqual([
      { type: 'user', id: 'ada', version: REGISTERED_USER_VERSION + 1 },
      { type: 'user', id: 'ada', version: REGISTERED_USER_VERSION + 2 },
    ]);
    expect(published[1]).toMatchObject({
      type: 'profile.updated',
      producer: 'profile',
      data: { userId: 'ada', location: elsewhere, profile_picture: { key: 'pictures/third.jpg', zoom: 1.2, crop: { x: 3, y: 4 } } },
    });
  });

  it('handles a redelivered account.registered once, after the profile moved on', async () => {
    const registered = registration('grace');
    await services.infrastructure.bus.publish(registered);
    await waitFor('the profile', () => services.handled('profile', registered.id));
    const edit = await request(profile.url).post('/users/grace/profile-data').use(as('grace')).send({ profileData: profileData({ first_name: 'Grace' }) });
    expect(edit.status).toBe(200);

    // At-least-once delivery: the same event again. Creating a profile is no idempotent
    // effect (a second insert of the user fails), so only the inbox keeps it to one.
    await services.infrastructure.bus.publish(registered);
    await waitFor('the redelivery recognised', () => logLines.some((line) => line.msg === 'duplicate event skipped' && line.eventId === registered.id));

    expect(await view('grace')).toMatchObject({ _id: 'grace', first_name: 'Grace' });
    const handled = await services.infrastructure.database.db.execute<{ n: number }>(
      `select count(*)::int as n from profile.processed_events where event_id = '${registered.id}'`,
    );
    expect(handled.rows[0]?.n).toBe(1);
  });
});
