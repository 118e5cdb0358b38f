// The profile service in cluster mode: real PostgreSQL and RabbitMQ, events in and out.
import request from 'supertest';
import { AccountRegistered, ProfileUpdated, createEvent, type EventEnvelope } from '@outings/contracts';
import { cities, formatCity } from '@outings/reference-data';
import { IDENTITY_HEADER } from '@outings/service-kit';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, waitFor, type TestServices } from '@outings/runtime/testing';
import { profileService } from '../../src/service';

const [home, elsewhere] = cities.map(formatCity);
const ada = { [IDENTITY_HEADER]: 'ada' };

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

describe('profile service on PostgreSQL and RabbitMQ', () => {
  let services: TestServices;
  let profile: RunningService;
  let published: EventEnvelope[];

  beforeAll(async () => {
    services = await clusterTestServices('profile');
    profile = await services.start(profileService);
    published = await services.capture([ProfileUpdated.type]);
  });

  afterAll(() => services.dispose());

  it('creates the profile from account.registered, refuses bad edits and publishes a good one', async () => {
    const registered = createEvent(AccountRegistered, {
      userId: 'ada',
      username: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      location: home ?? '',
      tagline: 'Counting things',
      profile_picture: { key: 'pictures/first.jpg', zoom: 1, crop: { x: 0, y: 0 } },
    });
    await services.infrastructure.bus.publish(registered);
    // A redelivery (at-least-once) is handled once.
    await services.infrastructure.bus.publish(registered);
    await waitFor('the profile', async () => (await request(profile.url).get('/users/ada').set(ada)).status === 200);
    const created = (await request(profile.url).get('/users/ada').set(ada)).body;
    expect(created).toMatchObject({ _id: 'ada', username: 'ada@example.com', location: home, status: { status: 'Ready' }, flake: 0 });

    for (const bad of [{ location: 'Atlantis, XX' }, { tagline: 'x'.repeat(50) }, { status: { status: 'Asleep' } }]) {
      const res = await request(profile.url).post('/users/ada/profile-data').set(ada).send({ profileData: profileData(bad) });
      expect(res.status).toBe(400);
      expect(res.body.header).toBe('Invalid Request');
    }
    expect((await request(profile.url).get('/users/ada').set(ada)).body).toEqual(created);
    expect(published).toEqual([]);

    const saved = await request(profile.url)
      .post('/users/ada/profile-data')
      .set(ada)
      .send({ profileData: profileData(), pictureKey: 'pictures/second.jpg' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ location: elsewhere, tagline: 'Poetical science', status: { status: 'Busy' } });

    await waitFor('profile.updated from RabbitMQ', () => published.length === 1);
    expect(published[0]).toMatchObject({
      type: 'profile.updated',
      producer: 'profile',
      data: { userId: 'ada', location: elsewhere, profile_picture: { key: 'pictures/second.jpg', zoom: 1.2, crop: { x: 3, y: 4 } } },
    });
  });
});
