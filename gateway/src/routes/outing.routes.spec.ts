import request from 'supertest';
import { startFakeServices, publicViewOf, type FakeServices } from '../../test/support/fake-services';
import type { FakeService } from '../../test/support/fake-service';
import { fakeOutingRoutes, outingViewOf, PENDING_CAP, TOO_MANY_PHOTOS, type FakeOutingState } from '../../test/support/fake-outing';
import { PUBLIC_URL, fakeFrontendsDir, testGateway } from '../../test/support/test-gateway';
import { signedInAgent } from '../../test/support/signed-in';
import type { Gateway } from '../gateway';

const PHOTO_KEY = 'outing-photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
// Long enough (over a kilobyte) to be sent compressed to a browser that accepts it.
const DATA_URL = `data:image/jpeg;base64,/9j/${'A'.repeat(2000)}`;
const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** Statuses of the fake profile's users (the default is Ready). */
const STATUSES: Record<string, string> = { grace: 'Searching', kim: 'Busy' };

function initialOutings() {
  return new Map([
    // `pending` has no profile yet.
    ['o1', outingViewOf('o1', ['ada', 'grace'], { invited: ['alan', 'pending'], photos: [{ key: PHOTO_KEY, uploader: 'grace' }] })],
    ['o2', outingViewOf('o2', ['grace', 'alan'])],
    ['o3', outingViewOf('o3', ['kim'], { invited: ['ada'] })],
  ]);
}

describe('outing routes', () => {
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;
  const state: FakeOutingState = { outings: initialOutings(), commands: [] };

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada', 'grace', 'alan', 'kim', 'hedy']), {
      outing: fakeOutingRoutes(state),
      profile: (app) => {
        app.get('/users', (req, res) => {
          const ids = String(req.query.ids).split(',').filter((id) => id !== 'pending');
          res.json({ users: ids.map((id) => ({ ...publicViewOf(id), status: { status: STATUSES[id] ?? 'Ready', updated: '2026-03-01T00:00:00.000Z' } })) });
        });
      },
      'social-graph': (app) => {
        app.get('/users/:id/friends', (_req, res) => {
          res.json({ friends: ['grace', 'alan', 'kim'], friend_requests: [] });
        });
        app.get('/users/:id/matches', (_req, res) => {
          res.json({ day: '2026-03-01', matches: ['hedy'], requested: [] });
        });
      },
      activity: (app) => {
        app.get('/activities/:id/summary', (req, res) => {
          if (req.params.id !== 'a1') return res.status(404).json({ header: 'Activity Not Found', message: 'This activity does not exist.' });
          res.json({ _id: 'a1', name: 'Picnic', category: 'Outdoors', instructions: ['not for the outing'] });
        });
      },
      media: (app) => {
        app.post('/staged-pictures', (_req, res) => {
          res.status(201).json({ key: 'outing-photos/new.jpg' });
        });
        app.get('/outing-photos/*key', (_req, res) => {
          res.type('text/plain').send(DATA_URL);
        });
      },
    });
    gateway = testGateway(services.urls, { frontendsDir: fakeFrontendsDir() });
    agent = await signedInAgent(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });
  beforeEach(() => {
    state.outings = initialOutings();
    state.commands = [];
    state.atPendingCap = false;
    state.tooManyPhotos = false;
    for (const service of [services.outing, services.profile, services.media, services.activity, services['social-graph']]) service.requests.length = 0;
  });

  const calls = (service: FakeService) => service.requests.map((call) => `${call.method} ${call.url}`);
  const bodyAt = (service: FakeService, index: number) => JSON.parse(String(service.requests[index]?.body)) as unknown;
  const post = (path: string, body: unknown) => agent.post(path).set('Origin', PUBLIC_URL).send(body as object);
  /** A GET from the app's own page, as the browser sends it. */
  const sameSite = (path: string) => agent.get(path).set('Sec-Fetch-Site', 'same-origin');
  const viewOf = (id: string) => ({ ...publicViewOf(id), status: { status: STATUSES[id] ?? 'Ready', updated: '2026-03-01T00:00:00.000Z' } });

  describe('GET /outing', () => {
    it("answers the caller's outings keyed by id and everyone in them, read in one batch", async () => {
      const res = await agent.get('/outing').set('Accept', '*/*');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        outings: { o1: initialOutings().get('o1'), o3: initialOutings().get('o3') },
        populatedUsers: ['ada', 'grace', 'alan', 'kim'].map(viewOf),
      });
      expect(calls(services.outing)).toEqual(['GET /users/ada/outings']);
      expect(services.outing.requests[0]?.headers['x-outings-user-id']).toBe('ada');
      expect(calls(services.profile)).toEqual(['GET /users?ids=ada,grace,alan,pending,kim']);
    });

    it('is the API for fetch (JSON or */*) and the app page for a browser navigation', async () => {
      expect((await agent.get('/outing').set('Accept', 'application/json')).body).toHaveProperty('outings');
      const page = await agent.get('/outing').set('Accept', NAVIGATION);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Outings shell');
      expect(calls(services.outing)).toEqual(['GET /users/ada/outings']);
    });

    it('answers 401 without a session', async () => {
      expect((await request(gateway.handle).get('/outing').set('Accept', '*/*')).status).toBe(401);
      expect(calls(services.outing)).toEqual([]);
    });
  });

  describe('POST /outing/:userId/create-outing', () => {
    const draft = { users: ['ada', { _id: 'grace', first_name: 'Grace' }, 'alan', 'kim', 'hedy', 'grace'], activity: { _id: 'a1', name: 'Whatever the browser says' } };

    it('sends the invitees and the facts other services own, then answers the session view and the outing', async () => {
      const res = await post('/outing/ada/create-outing', draft);
      expect(res.status).toBe(201);
      expect(state.commands).toEqual([
        {
          invitedIds: ['grace', 'alan', 'kim', 'hedy'],
          activity: { _id: 'a1', name: 'Picnic', category: 'Outdoors' },
          dailyMatchIds: ['hedy'],
        },
      ]);
      expect(res.body).toEqual({
        user: expect.objectContaining({ _id: 'ada', friends: ['grace', 'alan', 'kim'] }),
        populatedFriends: ['grace', 'alan', 'kim'].map(viewOf),
        outing: expect.objectContaining({ _id: 'new-outing', users: ['ada'], invited: ['grace', 'alan', 'kim', 'hedy'] }),
      });
      expect(calls(services.activity)).toEqual(['GET /activities/a1/summary']);
      expect(calls(services['social-graph'])).toEqual(expect.arrayContaining(['GET /users/ada/matches', 'GET /users/ada/friends']));
      expect(calls(services.profile)).toContain('GET /users?ids=grace,alan,kim');
    });

    it("passes the outing service's 406 through unchanged for the popup", async () => {
      state.atPendingCap = true;
      const res = await post('/outing/ada/create-outing', draft);
      expect(res.status).toBe(406);
      expect(res.body).toEqual(PENDING_CAP);
    });

    it('refuses a draft with nobody but the caller, with a clear message, asking nobody', async () => {
      const res = await post('/outing/ada/create-outing', { users: ['ada', { _id: 'ada' }], activity: { _id: 'a1' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ header: 'No One Invited', message: 'Add at least one other person to the outing.' });
      expect([...calls(services.outing), ...calls(services.activity)]).toEqual([]);
    });

    it("relays the activity service's 404 for an activity that is gone, creating nothing", async () => {
      const res = await post('/outing/ada/create-outing', { ...draft, activity: { _id: 'gone' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ header: 'Activity Not Found', message: 'This activity does not exist.' });
      expect(calls(services.outing)).toEqual([]);
    });

    it('refuses bad bodies with 400 and another user with 403 before calling anyone', async () => {
      for (const body of [{}, { users: 'grace', activity: { _id: 'a1' } }, { users: ['grace'] }, { users: [''], activity: { _id: 'a1' } }, { users: ['grace'], activity: {} }]) {
        const res = await post('/outing/ada/create-outing', body);
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect((await post('/outing/grace/create-outing', draft)).status).toBe(403);
      expect([...calls(services.outing), ...calls(services.activity), ...calls(services['social-graph'])]).toEqual([]);
    });
  });

  describe('GET /outing/:outingId/:id', () => {
    it('answers the outing and its people', async () => {
      const res = await agent.get('/outing/o1/ada');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ outing: initialOutings().get('o1'), populatedUsers: ['ada', 'grace', 'alan'].map(viewOf) });
      expect(calls(services.outing)).toEqual(['GET /users/ada/outings/o1']);
    });

    it("relays the outing service's 403 and 404, and refuses acting for another user", async () => {
      expect((await agent.get('/outing/o2/ada')).status).toBe(403);
      expect((await agent.get('/outing/nope/ada')).status).toBe(404);
      expect(calls(services.profile)).toEqual([]);
      expect((await agent.get('/outing/o2/grace')).status).toBe(403);
      expect(calls(services.outing)).toHaveLength(2);
    });
  });

  describe('join, leave and delete (GETs)', () => {
    it('joins and answers the session view with the outing', async () => {
      const res = await sameSite('/outing/ada/o3/join');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: expect.objectContaining({ _id: 'ada' }), populatedFriends: expect.any(Array), outing: expect.objectContaining({ users: ['kim', 'ada'] }) });
      expect(calls(services.outing)).toEqual(['POST /users/ada/outings/o3/join']);
    });

    it('passes the pending cap 406 of a join through', async () => {
      state.atPendingCap = true;
      const res = await sameSite('/outing/ada/o3/join');
      expect(res.status).toBe(406);
      expect(res.body).toEqual(PENDING_CAP);
    });

    it('leaves and deletes', async () => {
      const left = await sameSite('/outing/ada/o1/leave');
      expect(left.body.outing).toMatchObject({ users: ['grace'], flakes: ['ada'] });
      const deleted = await sameSite('/outing/ada/o1/delete');
      expect(deleted.status).toBe(200);
      expect(Object.keys(deleted.body)).toEqual(['user', 'populatedFriends']);
      expect(calls(services.outing)).toEqual(['POST /users/ada/outings/o1/leave', 'DELETE /users/ada/outings/o1']);
      expect(state.outings.has('o1')).toBe(false);
    });

    it('refuses a cross-site GET with 403 and changes nothing', async () => {
      const attempts = [
        agent.get('/outing/ada/o3/join').set('Sec-Fetch-Site', 'cross-site'),
        agent.get('/outing/ada/o1/delete').set('Origin', 'http://evil.example'),
        agent.get('/outing/ada/o1/leave').set('Referer', 'http://evil.example/page'),
        agent.get('/outing/ada/o1/leave'),
      ];
      for (const attempt of attempts) expect((await attempt).status).toBe(403);
      expect(calls(services.outing)).toEqual([]);
      expect(state.outings).toEqual(initialOutings());
    });
  });

  describe('POST /outing/:userId/:outingId/upload-photo', () => {
    const photoString = `data:image/jpeg;base64,${'A'.repeat(1_000_000)}`;

    it('stages the photo as an outing photo, then adds its key to the outing', async () => {
      const res = await post('/outing/ada/o1/upload-photo', { photoString });
      expect(res.status).toBe(200);
      expect(res.body.outing.photos).toContainEqual({ key: 'outing-photos/new.jpg', uploader: 'ada' });
      expect(res.body.user._id).toBe('ada');
      expect(bodyAt(services.media, 0)).toEqual({ photoString, purpose: 'outing-photo' });
      expect(calls(services.outing)).toEqual(['POST /users/ada/outings/o1/photos']);
      expect(bodyAt(services.outing, 0)).toEqual({ key: 'outing-photos/new.jpg' });
      expect(calls(services.media)).toEqual(['POST /staged-pictures']);
    });

    it('discards the staged photo when the outing refuses it, passing the 406 through', async () => {
      state.tooManyPhotos = true;
      const res = await post('/outing/ada/o1/upload-photo', { photoString });
      expect(res.status).toBe(406);
      expect(res.body).toEqual(TOO_MANY_PHOTOS);
      expect(calls(services.media)).toEqual(['POST /staged-pictures', 'DELETE /staged-pictures/outing-photos/new.jpg']);
    });

    it('refuses an empty body with 400 and another user with 403, staging nothing', async () => {
      expect((await post('/outing/ada/o1/upload-photo', { photoString: '' })).status).toBe(400);
      expect((await post('/outing/grace/o2/upload-photo', { photoString })).status).toBe(403);
      expect(calls(services.media)).toEqual([]);
    });
  });

  it('deletes a photo and answers the session view with the outing', async () => {
    const res = await post('/outing/ada/o1/delete-photo', { key: PHOTO_KEY });
    expect(res.status).toBe(200);
    expect(res.body.outing.photos).toEqual([]);
    expect(calls(services.outing)).toEqual(['POST /users/ada/outings/o1/photos/delete']);
    expect(bodyAt(services.outing, 0)).toEqual({ key: PHOTO_KEY });
    expect((await post('/outing/ada/o1/delete-photo', {})).status).toBe(400);
  });

  describe('GET /outing/:outingId/photo/:photoKey', () => {
    const photoPath = (outingId: string, key: string) => `/outing/${outingId}/photo/${encodeURIComponent(key)}`;

    it('answers the data URL as text, kept by the browser, once the outing service allows it', async () => {
      const res = await agent.get(photoPath('o1', PHOTO_KEY));
      expect(res.status).toBe(200);
      expect(res.text).toBe(DATA_URL);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(calls(services.outing)).toEqual([`GET /users/ada/outings/o1/photos/access?key=${encodeURIComponent(PHOTO_KEY)}`]);
      expect(calls(services.media)).toEqual([`GET /outing-photos/${PHOTO_KEY}`]);
    });

    it('asks media for the size the browser names, and refuses a size off the ladder before asking anyone', async () => {
      expect((await agent.get(`${photoPath('o1', PHOTO_KEY)}?size=320`)).status).toBe(200);
      expect(calls(services.media)).toEqual([`GET /outing-photos/${PHOTO_KEY}?size=320`]);
      expect((await agent.get(`${photoPath('o1', PHOTO_KEY)}?size=300`)).status).toBe(400);
      expect((await agent.get(`${photoPath('o1', PHOTO_KEY)}?size=160&size=320`)).status).toBe(400);
      expect(calls(services.outing)).toHaveLength(1);
      expect(calls(services.media)).toHaveLength(1);
    });

    it('sends the photo compressed to a browser that accepts it', async () => {
      const res = await agent.get(photoPath('o1', PHOTO_KEY)).set('accept-encoding', 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.text).toBe(DATA_URL);
    });

    it("answers the outing service's 403 or 404 without asking media", async () => {
      const refused = await agent.get(photoPath('o2', PHOTO_KEY));
      expect(refused.status).toBe(403);
      expect(refused.headers['cache-control']).toBeUndefined();
      expect((await agent.get(photoPath('o1', 'outing-photos/other.jpg'))).status).toBe(404);
      expect((await agent.get(photoPath('o1', 'k'.repeat(201)))).status).toBe(400);
      expect((await request(gateway.handle).get(photoPath('o1', PHOTO_KEY))).status).toBe(401);
      expect(calls(services.media)).toEqual([]);
    });
  });

  describe('POST /outing/:userId/:outingId/add-completion', () => {
    it('answers the outing and whether the caller was the last to mark it', async () => {
      const res = await post('/outing/ada/o1/add-completion', { rating: 4 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ outing: expect.objectContaining({ completions: ['ada'] }), last: false });
      expect(bodyAt(services.outing, 0)).toEqual({ rating: 4 });
    });

    it('refuses a rating that is not a whole number from 1 to 5', async () => {
      for (const rating of [0, 6, 2.5, '5']) expect((await post('/outing/ada/o1/add-completion', { rating })).status).toBe(400);
      expect(calls(services.outing)).toEqual([]);
    });
  });
});
