import request from 'supertest';
import { ACCOUNT_MESSAGES, splitFieldProblem } from '@outings/contracts';
import { startFakeServices, publicViewOf, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import { signedInAgent } from '../../test/support/signed-in';
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
const SELF = { header: 'Not Allowed', message: 'You cannot add yourself as a friend' };
const NOT_FRIENDS = { header: 'Not Friends', message: 'You are not friends with this user' };

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
      profile: (app) => {
        // Ada's matches: `pending` has no profile yet; the order of the answer means nothing.
        app.get('/users', (req, res, next) => {
          const ids = String(req.query.ids).split(',');
          if (!ids.includes('edsger')) return next();
          res.json({ users: ids.filter((id) => id !== 'pending').reverse().map(publicViewOf) });
        });
        app.get('/user/stripped-user/nobody', (_req, res) => {
          res.status(404).json({ header: 'User Not Found', message: 'This user does not exist.' });
        });
      },
      // Ada and Grace are friends; Ada asked Alan.
      'social-graph': (app) => {
        app.get('/users/:id/friends', (req, res, next) => {
          if (req.params.id !== 'ada') return next();
          res.json({ friends: ['grace'], friend_requests: [] });
        });
        app.post('/users/:id/friend-requests', (req, res) => {
          const { friendID } = req.body as { friendID: string };
          if (friendID === req.params.id) return res.status(406).json(SELF);
          res.status(201).json({ outcome: 'requested' });
        });
        app.delete('/users/:id/friends/:friendId', (req, res) => {
          if (req.params.friendId !== 'grace') return res.status(406).json(NOT_FRIENDS);
          res.status(204).end();
        });
        app.get('/users/:id/matches', (_req, res) => {
          res.json({ day: '2026-11-23', matches: ['edsger', 'pending', 'alan'], requested: ['alan'] });
        });
        app.get('/users/:id/relationships/:otherId', (req, res) => {
          res.json({ friend: req.params.otherId === 'grace', requested: req.params.otherId === 'alan' });
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
    agent = await signedInAgent(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });
  beforeEach(() => {
    for (const service of [services.auth, services.profile, services.media, services['social-graph']]) service.requests.length = 0;
    discardStatus = 204;
  });

  const calls = (service: 'auth' | 'media') => services[service].requests.map((call) => `${call.method} ${call.url}`);
  const signUp = (overrides: Record<string, unknown> = {}) =>
    request(gateway.handle).post('/user/create').set('Origin', PUBLIC_URL).send(newAccount(overrides));

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

    it("passes the invite link's token on to auth, and refuses one that is no token before touching any service", async () => {
      const token = 'T'.repeat(43);
      expect((await request(gateway.handle).post('/user/create').set('Origin', PUBLIC_URL).send({ ...newAccount(), invite: token })).status).toBe(201);
      expect(JSON.parse(String(services.auth.requests[1]?.body)).invite).toBe(token);
      services.auth.requests.length = 0;
      services.media.requests.length = 0;
      const res = await request(gateway.handle).post('/user/create').set('Origin', PUBLIC_URL).send({ ...newAccount(), invite: '../../admin' });
      expect([res.status, res.body.message]).toEqual([400, 'invite: is not an invite link']);
      expect(services.auth.requests).toHaveLength(0);
      expect(services.media.requests).toHaveLength(0);
    });

    it('refuses an invalid form with 400 before touching any service', async () => {
      const res = await request(gateway.handle)
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
      const res = await request(gateway.handle).post('/user/create').set('Origin', PUBLIC_URL).send(newAccount({ location: 'Atlantis, XX' }));
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
      const res = await request(gateway.handle).post('/user/create').set('Origin', PUBLIC_URL).send(body);
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
      expect((await request(gateway.handle).post('/user/create').set('Origin', PUBLIC_URL).send(big)).status).toBe(413);
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
      expect((await request(gateway.handle).post('/user/ada/profile-data').set('Origin', PUBLIC_URL).send(profileData())).status).toBe(401);
      expect(services.profile.requests).toHaveLength(0);
    });

    it('refuses an over-long tagline with the spec text', async () => {
      const res = await agent.post('/user/ada/profile-data').set('Origin', PUBLIC_URL).send(profileData({ tagline: 'y'.repeat(50) }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('profileData.tagline: Tagline must be less than 50 characters');
    });
  });

  describe('POST /user/:id/status', () => {
    it('sets the status alone at profile and answers the composed view', async () => {
      const res = await agent.post('/user/ada/status').set('Origin', PUBLIC_URL).send({ status: 'Searching' });
      expect(res.status).toBe(200);
      expect(res.body.user._id).toBe('ada');
      const sent = services.profile.requests.find((call) => call.method === 'POST');
      expect(sent?.url).toBe('/users/ada/status');
      expect(JSON.parse(String(sent?.body))).toEqual({ status: 'Searching' });
    });

    it('refuses a missing or over-long status before calling profile', async () => {
      expect((await agent.post('/user/ada/status').set('Origin', PUBLIC_URL).send({})).status).toBe(400);
      expect((await agent.post('/user/ada/status').set('Origin', PUBLIC_URL).send({ status: 's'.repeat(500) })).status).toBe(400);
      expect(services.profile.requests.filter((call) => call.method === 'POST')).toHaveLength(0);
    });

    it("forbids another user's status (403) and needs a session (401)", async () => {
      expect((await agent.post('/user/grace/status').set('Origin', PUBLIC_URL).send({ status: 'Busy' })).status).toBe(403);
      expect((await request(gateway.handle).post('/user/ada/status').set('Origin', PUBLIC_URL).send({ status: 'Busy' })).status).toBe(401);
    });
  });

  describe('friendships', () => {
    const socialGraphCalls = () => services['social-graph'].requests.map((call) => `${call.method} ${call.url}`);
    const addFriend = (body: unknown, path = '/user/ada/add-friend') => agent.post(path).set('Origin', PUBLIC_URL).send(body as object);
    const removeFriend = (body: unknown) => agent.post('/user/ada/remove-friend').set('Origin', PUBLIC_URL).send(body as object);

    it('add-friend asks social-graph for the signed-in user and answers the composed view', async () => {
      const res = await addFriend({ friendID: 'alan' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ _id: 'ada', friends: ['grace'] });
      expect(res.body.populatedFriends).toEqual([]);
      const [sent] = services['social-graph'].requests;
      expect(`${sent?.method} ${sent?.url}`).toBe('POST /users/ada/friend-requests');
      expect(JSON.parse(String(sent?.body))).toEqual({ friendID: 'alan' });
      expect(sent?.headers['x-outings-user-id']).toBe('ada');
    });

    it("passes social-graph's refusal through for the popup", async () => {
      const res = await addFriend({ friendID: 'ada' });
      expect([res.status, res.body]).toEqual([406, SELF]);
      expect(socialGraphCalls()).toEqual(['POST /users/ada/friend-requests']);
    });

    it.each([
      ['no friendID', {}],
      ['a friendID that is no string', { friendID: ['grace'] }],
      ['an over-long friendID', { friendID: 'g'.repeat(65) }],
    ])('refuses %s with 400 before calling social-graph', async (_case, body) => {
      for (const res of [await addFriend(body), await removeFriend(body)]) {
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/^friendID: /);
      }
      expect(socialGraphCalls()).toEqual([]);
    });

    it('acts only for the signed-in user (403) and needs a session (401)', async () => {
      expect((await addFriend({ friendID: 'alan' }, '/user/grace/add-friend')).status).toBe(403);
      expect((await agent.post('/user/grace/remove-friend').set('Origin', PUBLIC_URL).send({ friendID: 'ada' })).status).toBe(403);
      expect((await request(gateway.handle).post('/user/ada/add-friend').set('Origin', PUBLIC_URL).send({ friendID: 'alan' })).status).toBe(401);
      expect(socialGraphCalls()).toEqual([]);
    });

    it('remove-friend ends the friendship at social-graph and answers the composed view', async () => {
      const res = await removeFriend({ friendID: 'grace' });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['populatedFriends', 'user']);
      expect(socialGraphCalls()[0]).toBe('DELETE /users/ada/friends/grace');
      expect(services['social-graph'].requests[0]?.headers['x-outings-user-id']).toBe('ada');
    });

    it('remove-friend passes the refusal for a non-friend through', async () => {
      const res = await removeFriend({ friendID: 'alan' });
      expect([res.status, res.body]).toEqual([406, NOT_FRIENDS]);
    });
  });

  describe('GET /user/:id/matches', () => {
    it("answers the day's matches as cards in their order, flagging those the user asked", async () => {
      const res = await agent.get('/user/ada/matches');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        matches: [
          { ...publicViewOf('edsger'), friend: false, requested: false },
          { ...publicViewOf('alan'), friend: false, requested: true },
        ],
      });
      expect(services['social-graph'].requests.map((call) => call.url)).toEqual(['/users/ada/matches']);
      expect(services.profile.requests.map((call) => call.url)).toEqual(['/users?ids=edsger,pending,alan']);
    });

    it('acts only for the signed-in user (403) and needs a session (401)', async () => {
      expect((await agent.get('/user/grace/matches')).status).toBe(403);
      expect((await request(gateway.handle).get('/user/ada/matches')).status).toBe(401);
      expect(services['social-graph'].requests).toHaveLength(0);
    });
  });

  describe('read-only views of other users', () => {
    it('need a session, but not to be that user', async () => {
      expect((await request(gateway.handle).get('/user/stripped-user/grace')).status).toBe(401);
      const res = await agent.get('/user/stripped-user/grace');
      expect(res.status).toBe(200);
      expect(services.profile.requests.at(-1)?.headers['x-outings-user-id']).toBe('ada');
    });

    it("answer the card with where the caller stands: a friend, someone they asked, or neither", async () => {
      expect((await agent.get('/user/stripped-user/grace')).body).toEqual({ ...publicViewOf('grace'), friend: true, requested: false });
      expect((await agent.get('/user/stripped-user/alan')).body).toEqual({ ...publicViewOf('alan'), friend: false, requested: true });
      expect((await agent.get('/user/stripped-user/edsger')).body).toMatchObject({ friend: false, requested: false });
      expect(services['social-graph'].requests.at(-1)?.url).toBe('/users/ada/relationships/edsger');
    });

    it("pass profile's 404 for an unknown user through", async () => {
      const res = await agent.get('/user/stripped-user/nobody');
      expect([res.status, res.body]).toEqual([404, { header: 'User Not Found', message: 'This user does not exist.' }]);
    });
  });
});
