import request from 'supertest';
import { ACCOUNT_MESSAGES, splitFieldProblem } from '@outings/contracts';
import { startFakeServices, PASSWORD, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import type { Gateway } from '../gateway';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';

function newAccount(overrides: Record<string, unknown> = {}) {
  return {
    user: {
      username: 'Grace@Example.com',
      password: 'secret1!',
      first_name: 'Grace',
      last_name: 'Hopper',
      location: 'London, GB',
      tagline: 'Found a bug',
      profile_picture: { key: 'client-side-key', zoom: 1.5, crop: { x: 1, y: 2 } },
      ...overrides,
    },
    photoString: PHOTO,
  };
}

function profileData(overrides: Record<string, unknown> = {}) {
  return {
    profileData: {
      first_name: 'Ada',
      last_name: 'King',
      location: 'London, GB',
      tagline: 'Still counting',
      status: { status: 'Busy' },
      profile_picture: { key: 'client-side-key', zoom: 1, crop: { x: 0, y: 0 } },
      ...overrides,
    },
  };
}

const THROTTLED = { header: 'Too Many Requests', message: 'Too many sign-ups. Try again in 60 minutes.' };
const EXISTS = { header: 'Account Already Exists', message: 'Account for taken@example.com already exists.' };

describe('user routes', () => {
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;
  /** What the fake media answers to a discard; 204 unless a test makes it fail. */
  let discardStatus = 204;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']), {
      media: (app) => {
        app.post('/staged-pictures', (req, res, next) => {
          const { photoString } = req.body as { photoString: string };
          if (photoString.includes('not-an-image')) {
            res.status(400).json({ header: 'Invalid Picture', message: 'Please upload a JPEG, PNG or WebP picture.' });
            return;
          }
          next();
        });
        app.delete('/staged-pictures/*key', (_req, res, next) => {
          if (discardStatus === 204) return next();
          res.status(discardStatus).json({ header: 'Internal Server Error', message: 'Oops' });
        });
      },
      auth: (app) => {
        app.post('/sign-up-attempts', (req, res, next) => {
          if ((req.body as { username: string }).username !== 'throttled@example.com') return next();
          res.setHeader('Retry-After', '3600');
          res.status(429).json(THROTTLED);
        });
        app.post('/accounts', (req, res, next) => {
          const { user } = req.body as { user: { username: string } };
          if (user.username === 'taken@example.com') return res.status(406).json(EXISTS);
          if (user.username === 'broken@example.com') return res.status(500).json({ header: 'Internal Server Error', message: 'Oops' });
          // The connection breaks off before any answer: the gateway's own 502.
          if (user.username === 'hangs-up@example.com') return req.socket.destroy();
          next();
        });
      },
    });
    gateway = testGateway(services.urls);
    agent = request.agent(gateway.app);
    await agent.post('/auth/login').set('Origin', PUBLIC_URL).send({ username: 'ada@example.com', password: PASSWORD });
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });
  beforeEach(() => {
    for (const service of [services.auth, services.profile, services.media]) service.requests.length = 0;
    discardStatus = 204;
  });

  const calls = (service: 'auth' | 'media') => services[service].requests.map((call) => `${call.method} ${call.url}`);
  const signUp = (overrides: Record<string, unknown> = {}) =>
    request(gateway.app).post('/user/create').set('Origin', PUBLIC_URL).send(newAccount(overrides));

  describe('POST /user/create', () => {
    it('asks auth to count the sign-up, stages the picture, then creates the account with the staged key', async () => {
      const res = await signUp();
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true });
      expect(calls('auth')).toEqual(['POST /sign-up-attempts', 'POST /accounts']);
      const [attempt, creation] = services.auth.requests;
      expect(JSON.parse(String(attempt?.body))).toEqual({ username: 'grace@example.com' });
      expect(attempt?.headers['x-outings-client-ip']).toBeTruthy();
      expect(calls('media')).toEqual(['POST /staged-pictures']);
      expect(JSON.parse(String(services.media.requests[0]?.body))).toEqual({ photoString: PHOTO });
      const created = JSON.parse(String(creation?.body));
      expect(created.pictureKey).toBe('staged/picture-1');
      expect(created.user).toMatchObject({ username: 'grace@example.com', first_name: 'Grace' });
      expect(created.user.profile_picture).toEqual({ zoom: 1.5, crop: { x: 1, y: 2 } });
    });

    it('refuses an invalid form with 400 before touching any service', async () => {
      const res = await request(gateway.app)
        .post('/user/create')
        .set('Origin', PUBLIC_URL)
        .send(newAccount({ password: 'nodigits', tagline: 'x'.repeat(60) }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ header: 'Invalid Request', message: 'user.password: Password must contain one number or special carachter' });
      expect(services.media.requests).toHaveLength(0);
      expect(services.auth.requests).toHaveLength(0);
    });

    it.each([
      ['a 51-character first name', { first_name: 'f'.repeat(51) }, 'user.first_name', ACCOUNT_MESSAGES.firstNameLength],
      ['a 129-character password', { password: `1${'p'.repeat(128)}` }, 'user.password', ACCOUNT_MESSAGES.passwordLength],
      ['a 255-character e-mail', { username: `${'a'.repeat(243)}@example.com` }, 'user.username', ACCOUNT_MESSAGES.email],
    ])('refuses %s with a 400 the form reads back as its field and its own rule text', async (_case, overrides, path, text) => {
      const res = await signUp(overrides);
      expect(res.status).toBe(400);
      expect(splitFieldProblem(res.body.message)).toEqual({ path, text });
      expect(services.auth.requests).toHaveLength(0);
    });

    it('refuses a city that is not on the list', async () => {
      const res = await request(gateway.app).post('/user/create').set('Origin', PUBLIC_URL).send(newAccount({ location: 'Atlantis, XX' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('user.location: Please choose a city from the dropdown menu only');
    });

    it.each([
      ['a display name before another address', 'victim@example.com <attacker@evil.example>'],
      ['a comma list', 'a@x.example, b@y.example, c@z.example'],
    ])('refuses %s as the e-mail with 400 before touching any service', async (_case, username) => {
      const res = await signUp({ username });
      expect([res.status, res.body]).toEqual([400, { header: 'Invalid Request', message: 'user.username: Please enter a valid email' }]);
      expect(services.media.requests).toHaveLength(0);
      expect(services.auth.requests).toHaveLength(0);
    });

    it('passes the media refusal of a bad picture through and creates nothing', async () => {
      const body = { ...newAccount(), photoString: 'data:image/png;base64,not-an-image' };
      const res = await request(gateway.app).post('/user/create').set('Origin', PUBLIC_URL).send(body);
      expect(res.status).toBe(400);
      expect(res.body.header).toBe('Invalid Picture');
      expect(calls('auth')).toEqual(['POST /sign-up-attempts']);
    });

    it('relays a throttled sign-up with its Retry-After, and uploads nothing', async () => {
      const res = await signUp({ username: 'Throttled@Example.com' });
      expect([res.status, res.body]).toEqual([429, THROTTLED]);
      expect(res.headers['retry-after']).toBe('3600');
      expect(calls('auth')).toEqual(['POST /sign-up-attempts']);
      expect(services.media.requests).toHaveLength(0);
    });

    it('passes the 406 for an existing account through and discards the staged picture', async () => {
      const res = await signUp({ username: 'TAKEN@example.com' });
      expect([res.status, res.body]).toEqual([406, EXISTS]);
      expect(calls('media')).toEqual(['POST /staged-pictures', 'DELETE /staged-pictures/staged/picture-1']);
    });

    it('discards the staged picture when creating the account fails, and still answers the failure', async () => {
      const failed = await signUp({ username: 'broken@example.com' });
      expect([failed.status, failed.body]).toEqual([500, { header: 'Internal Server Error', message: 'Oops' }]);
      expect(calls('media')).toEqual(['POST /staged-pictures', 'DELETE /staged-pictures/staged/picture-1']);

      services.media.requests.length = 0;
      const cut = await signUp({ username: 'hangs-up@example.com' });
      expect(cut.status).toBe(502);
      expect(calls('media')).toEqual(['POST /staged-pictures', 'DELETE /staged-pictures/staged/picture-1']);
    });

    it('answers the refusal even when media cannot discard the picture', async () => {
      discardStatus = 500;
      const res = await signUp({ username: 'taken@example.com' });
      expect([res.status, res.body]).toEqual([406, EXISTS]);
      expect(calls('media')).toContain('DELETE /staged-pictures/staged/picture-1');
    });

    it('keeps the staged picture of an account it created', async () => {
      expect((await signUp()).status).toBe(201);
      expect(calls('media')).toEqual(['POST /staged-pictures']);
    });

    it('accepts a picture up to 8 MB and answers 413 past it', async () => {
      const big = { ...newAccount(), photoString: `${PHOTO}${'A'.repeat(9 * 1024 * 1024)}` };
      expect((await request(gateway.app).post('/user/create').set('Origin', PUBLIC_URL).send(big)).status).toBe(413);
    });
  });

  describe('POST /user/:id/profile-data', () => {
    it('updates the signed-in user and answers the composed view', async () => {
      const res = await agent.post('/user/ada/profile-data').set('Origin', PUBLIC_URL).send(profileData());
      expect(res.status).toBe(200);
      expect(res.body.user._id).toBe('ada');
      expect(res.body.populatedFriends).toEqual([]);
      const sent = services.profile.requests.find((call) => call.method === 'POST');
      expect(sent?.url).toBe('/users/ada/profile-data');
      expect(sent?.headers['x-outings-user-id']).toBe('ada');
      const body = JSON.parse(String(sent?.body));
      expect(body.pictureKey).toBeUndefined();
      expect(body.profileData.profile_picture).toEqual({ zoom: 1, crop: { x: 0, y: 0 } });
      expect(services.media.requests).toHaveLength(0);
    });

    it('stages a new picture first and sends its key', async () => {
      const res = await agent.post('/user/ada/profile-data').set('Origin', PUBLIC_URL).send({ ...profileData(), photoString: PHOTO });
      expect(res.status).toBe(200);
      const sent = services.profile.requests.find((call) => call.method === 'POST');
      expect(JSON.parse(String(sent?.body)).pictureKey).toBe('staged/picture-1');
    });

    it('forbids editing another user (403) and needs a session (401)', async () => {
      expect((await agent.post('/user/grace/profile-data').set('Origin', PUBLIC_URL).send(profileData())).status).toBe(403);
      expect((await request(gateway.app).post('/user/ada/profile-data').set('Origin', PUBLIC_URL).send(profileData())).status).toBe(401);
      expect(services.profile.requests).toHaveLength(0);
    });

    it('refuses an over-long tagline with the spec text', async () => {
      const res = await agent.post('/user/ada/profile-data').set('Origin', PUBLIC_URL).send(profileData({ tagline: 'y'.repeat(50) }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('profileData.tagline: Tagline must be less than 50 characters');
    });
  });

  describe('read-only views of other users', () => {
    it('need a session, but not to be that user', async () => {
      expect((await request(gateway.app).get('/user/stripped-user/grace')).status).toBe(401);
      const res = await agent.get('/user/stripped-user/grace');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ _id: 'grace', first_name: 'Ada' });
      expect(services.profile.requests.at(-1)?.headers['x-outings-user-id']).toBe('ada');
    });
  });
});
