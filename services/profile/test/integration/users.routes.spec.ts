import request from 'supertest';
import { AccountRegistered, ProfileUpdated, REGISTERED_USER_VERSION, createEvent, type EventData } from '@outings/contracts';
import { cities, formatCity } from '@outings/reference-data';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { profileService } from '../../src/service';


const [firstCity, secondCity] = cities.map(formatCity);

function registration(userId: string, overrides: Partial<EventData<typeof AccountRegistered>> = {}) {
  return createEvent(AccountRegistered, {
    userId,
    username: `${userId}@example.com`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    location: firstCity ?? '',
    tagline: 'Counting things',
    profile_picture: { key: `pictures/${userId}.jpg`, zoom: 1.5, crop: { x: 10, y: 20 } },
    ...overrides,
  }, { aggregate: { id: userId, version: REGISTERED_USER_VERSION } });
}

function profileData(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'King',
    location: secondCity,
    tagline: 'Engines and poems',
    status: { status: 'Ready' },
    profile_picture: { zoom: 2, crop: { x: 1, y: 2 } },
    ...overrides,
  };
}

describe('profile routes', () => {
  let services: TestServices;
  let profile: RunningService;
  let updates: Awaited<ReturnType<TestServices['capture']>>;

  const as = (userId: string) => asGateway(userId);
  const view = async (userId: string) => (await request(profile.url).get(`/users/${userId}`).use(as('viewer'))).body;

  async function register(userId: string) {
    await services.infrastructure.bus.publish(registration(userId));
    await waitFor(`the profile of ${userId}`, async () => (await request(profile.url).get(`/users/${userId}`).use(as('viewer'))).status === 200);
  }

  beforeAll(async () => {
    services = await embeddedTestServices();
    profile = await services.start(profileService);
    updates = await services.capture([ProfileUpdated.type]);
    await register('ada');
    await register('grace');
  });

  afterAll(() => services.dispose());

  describe('GET /users/:id', () => {
    it('answers the profile part of the user view for any signed-in caller', async () => {
      const res = await request(profile.url).get('/users/ada').use(as('grace'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        _id: 'ada',
        username: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        tagline: 'Counting things',
        location: firstCity,
        status: { status: 'Ready', updated: expect.any(String) },
        profile_picture: { key: 'pictures/ada.jpg', zoom: 1.5, crop: { x: 10, y: 20 } },
        flake: 0,
        completed_outings: 0,
      });
    });

    it('answers 401 without a signed-in caller and 404 for an unknown user', async () => {
      expect((await request(profile.url).get('/users/ada').use(asGateway())).status).toBe(401);
      const res = await request(profile.url).get('/users/nobody').use(as('ada'));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ header: 'User Not Found', message: 'This user does not exist.' });
    });

    it("answers the user's own read of a profile their sign-up's event is still creating once it arrives, and a profile that never does with 404", async () => {
      // Asked before the registration is published: the read waits for it rather than answering 404.
      const ownRead = request(profile.url).get('/users/newcomer').use(as('newcomer')).then((res) => res);
      // Someone else's read answers at once: the profile is not there yet.
      expect((await request(profile.url).get('/users/newcomer').use(as('ada'))).status).toBe(404);
      await services.infrastructure.bus.publish(registration('newcomer'));
      const answered = await ownRead;
      expect(answered.status).toBe(200);
      expect(answered.body._id).toBe('newcomer');
      const none = await request(profile.url).get('/users/never-registered').use(as('never-registered'));
      expect([none.status, none.body.header]).toEqual([404, 'User Not Found']);
    });

    it('keeps the first profile when a registration arrives again', async () => {
      await services.infrastructure.bus.publish(registration('ada', { first_name: 'Impostor' }));
      await services.infrastructure.bus.publish(registration('late'));
      await waitFor('a later registration', async () => (await request(profile.url).get('/users/late').use(as('ada'))).status === 200);
      expect((await view('ada')).first_name).toBe('Ada');
    });
  });

  describe('GET /users?ids=', () => {
    it('answers the public views of the known ones, in the order asked, once each, without e-mails', async () => {
      const res = await request(profile.url).get('/users').query({ ids: 'grace,nobody,ada,grace' }).use(as('ada'));
      expect(res.status).toBe(200);
      expect(res.body.users.map((user: { _id: string }) => user._id)).toEqual(['grace', 'ada']);
      expect(res.body.users[1]).toEqual((await request(profile.url).get('/user/stripped-user/ada').use(as('ada'))).body);
      expect(JSON.stringify(res.body)).not.toContain('@example.com');
      expect((await request(profile.url).get('/users').query({ ids: '' }).use(as('ada'))).body).toEqual({ users: [] });
    });

    it('refuses more than 100 ids, an over-long id, a missing list, and callers without a session', async () => {
      const ids = Array.from({ length: 101 }, (_, index) => `u${index}`).join(',');
      const tooMany = await request(profile.url).get('/users').query({ ids }).use(as('ada'));
      expect([tooMany.status, tooMany.body.message]).toEqual([400, 'ids: At most 100 users at once']);
      expect((await request(profile.url).get('/users').query({ ids: `ada,${'x'.repeat(65)}` }).use(as('ada'))).status).toBe(400);
      expect((await request(profile.url).get('/users').use(as('ada'))).status).toBe(400);
      expect((await request(profile.url).get('/users').use(asGateway()).query({ ids: 'ada' })).status).toBe(401);
    });
  });

  describe('GET /user/stripped-user/:id', () => {
    it('answers the public view without the e-mail', async () => {
      const res = await request(profile.url).get('/user/stripped-user/ada').use(as('grace'));
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('username');
      expect(JSON.stringify(res.body)).not.toContain('@example.com');
      expect(res.body).toMatchObject({ _id: 'ada', first_name: 'Ada', flake: 0, completed_outings: 0 });
      expect((await request(profile.url).get('/user/stripped-user/nobody').use(as('grace'))).status).toBe(404);
    });
  });

  describe('POST /users/:id/profile-data', () => {
    const save = (userId: string, body: unknown, caller = userId) =>
      request(profile.url).post(`/users/${userId}/profile-data`).use(as(caller)).send(body as object);

    it.each([
      ['a city not on the list', { location: 'Atlantis, XX' }, 'profileData.location: Please choose a city from the dropdown menu only'],
      ['a tagline of 50 characters', { tagline: 'x'.repeat(50) }, 'profileData.tagline: Tagline must be less than 50 characters'],
      ['an unknown status', { status: { status: 'Sleeping' } }, 'profileData.status.status: Please enter a valid status'],
      ['no first name', { first_name: ' ' }, 'profileData.first_name: Please enter a First Name'],
    ])('refuses %s with 400 and changes nothing', async (_case, change, message) => {
      const before = await view('grace');
      const res = await save('grace', { profileData: profileData(change) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ header: 'Invalid Request', message });
      expect(await view('grace')).toEqual(before);
    });

    it("refuses to edit another user's profile", async () => {
      expect((await save('grace', { profileData: profileData() }, 'ada')).status).toBe(403);
      expect((await request(profile.url).post('/users/grace/profile-data').use(asGateway()).send({ profileData: profileData() })).status).toBe(401);
    });

    it('saves the edit, keeps the picture without a staged key and ignores the client status time', async () => {
      const before = await view('ada');
      const res = await save('ada', {
        profileData: profileData({ status: { status: 'Ready', updated: '1999-01-01T00:00:00.000Z' }, profile_picture: { key: 'evil', zoom: 2, crop: { x: 1, y: 2 } } }),
      });
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({
        ...before,
        last_name: 'King',
        location: secondCity,
        tagline: 'Engines and poems',
        profile_picture: { key: 'pictures/ada.jpg', zoom: 2, crop: { x: 1, y: 2 } },
      });
      expect(await view('ada')).toEqual(res.body.user);
    });

    it('stamps a changed status and takes the staged picture key', async () => {
      const before = await view('ada');
      const res = await save('ada', { profileData: profileData({ status: { status: 'Busy' } }), pictureKey: 'pictures/new.jpg' });
      expect(res.status).toBe(200);
      expect(res.body.user.status.status).toBe('Busy');
      expect(Date.parse(res.body.user.status.updated)).toBeGreaterThan(Date.parse(before.status.updated));
      expect(res.body.user.profile_picture.key).toBe('pictures/new.jpg');
    });

    it('publishes profile.updated with the saved profile', async () => {
      await save('grace', { profileData: profileData({ first_name: 'Grace', status: { status: 'Searching' } }), pictureKey: 'pictures/grace-2.jpg' });
      await waitFor('profile.updated of grace', () => updates.some((event) => (event.data as { userId: string }).userId === 'grace'));
      const event = updates.find((candidate) => (candidate.data as { userId: string }).userId === 'grace');
      expect(event?.type).toBe(ProfileUpdated.type);
      expect(event?.data).toEqual({
        userId: 'grace',
        first_name: 'Grace',
        last_name: 'King',
        location: secondCity,
        tagline: 'Engines and poems',
        status: { status: 'Searching', updated: expect.any(String) },
        profile_picture: { key: 'pictures/grace-2.jpg', zoom: 2, crop: { x: 1, y: 2 } },
      });
    });

    it('answers 404 for a user without a profile', async () => {
      expect((await save('ghost', { profileData: profileData() })).status).toBe(404);
    });
  });

  describe('POST /users/:id/status', () => {
    const setStatus = (userId: string, body: unknown, caller = userId) =>
      request(profile.url).post(`/users/${userId}/status`).use(as(caller)).send(body as object);
    const eventsOf = (userId: string) => updates.filter((event) => (event.data as { userId: string }).userId === userId);

    it('changes the status alone, stamps it and publishes profile.updated', async () => {
      await register('hedy');
      const before = await view('hedy');
      const res = await setStatus('hedy', { status: 'Searching' });
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({ ...before, status: { status: 'Searching', updated: expect.any(String) } });
      expect(Date.parse(res.body.user.status.updated)).toBeGreaterThan(Date.parse(before.status.updated));
      await waitFor('profile.updated of hedy', () => eventsOf('hedy').length === 1);
      expect((eventsOf('hedy')[0]?.data as { status: { status: string } }).status.status).toBe('Searching');
    });

    it('changes nothing and publishes nothing when the status is already that one', async () => {
      const before = await view('hedy');
      const res = await setStatus('hedy', { status: 'Searching' });
      expect(res.body.user).toEqual(before);
      await setStatus('hedy', { status: 'Ready' });
      const statusOf = (event: (typeof updates)[number]) => (event.data as { status: { status: string } }).status.status;
      await waitFor('the change back', () => eventsOf('hedy').some((event) => statusOf(event) === 'Ready'));
      // Published in order through the outbox: a second 'Searching' would sit before 'Ready'.
      expect(eventsOf('hedy').map(statusOf)).toEqual(['Searching', 'Ready']);
    });

    it.each([
      ['an unknown status', { status: 'Sleeping' }],
      ['no status', {}],
      ['a number', { status: 5 }],
    ])('refuses %s with 400 and changes nothing', async (_case, body) => {
      const before = await view('hedy');
      const res = await setStatus('hedy', body);
      expect(res.status).toBe(400);
      expect(res.body.header).toBe('Invalid Request');
      expect(await view('hedy')).toEqual(before);
    });

    it("refuses another user's status (403), a caller without a session (401) and an unknown user (404)", async () => {
      expect((await setStatus('hedy', { status: 'Busy' }, 'ada')).status).toBe(403);
      expect((await request(profile.url).post('/users/hedy/status').use(asGateway()).send({ status: 'Busy' })).status).toBe(401);
      expect((await setStatus('ghost', { status: 'Busy' })).status).toBe(404);
    });
  });
});
