import request from 'supertest';
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

describe('user routes', () => {
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;

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
      },
      auth: (app) => {
        app.post('/accounts', (req, res, next) => {
          const { user } = req.body as { user: { username: string } };
          if (user.username !== 'taken@example.com') return next();
          res.status(406).json({ header: 'Account Already Exists', message: 'Account for taken@example.com already exists.' });
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
  });

  describe('POST /user/create', () => {
    it('stages the picture, then creates the account with the staged key', async () => {
      const res = await request(gateway.app).post('/user/create').set('Origin', PUBLIC_URL).send(newAccount());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true });
      expect(JSON.parse(String(services.media.requests[0]?.body))).toEqual({ photoString: PHOTO });
      const created = JSON.parse(String(services.auth.requests[0]?.body));
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

    it('refuses a city that is not on the list', async () => {
      const res = await request(gateway.app).post('/user/create').set('Origin', PUBLIC_URL).send(newAccount({ location: 'Atlantis, XX' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('user.location: Please choose a city from the dropdown menu only');
    });

    it('passes the media refusal of a bad picture through and creates nothing', async () => {
      const body = { ...newAccount(), photoString: 'data:image/png;base64,not-an-image' };
      const res = await request(gateway.app).post('/user/create').set('Origin', PUBLIC_URL).send(body);
      expect(res.status).toBe(400);
      expect(res.body.header).toBe('Invalid Picture');
      expect(services.auth.requests).toHaveLength(0);
    });

    it('passes the 406 for an existing account through', async () => {
      const res = await request(gateway.app)
        .post('/user/create')
        .set('Origin', PUBLIC_URL)
        .send(newAccount({ username: 'TAKEN@example.com' }));
      expect(res.status).toBe(406);
      expect(res.body).toEqual({ header: 'Account Already Exists', message: 'Account for taken@example.com already exists.' });
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
