import request from 'supertest';
import { startFakeServices, publicViewOf, type FakeServices } from '../../test/support/fake-services';
import type { FakeService } from '../../test/support/fake-service';
import { fakeOutingRoutes, outingViewOf, type FakeOutingState } from '../../test/support/fake-outing';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import { signedInAgent } from '../../test/support/signed-in';
import type { Gateway } from '../gateway';

const COMPLETED = { status: 'Completed', date_completed: '2026-03-02T10:00:00.000Z' } as const;
const PHOTO = { key: 'outing-photos/p1.jpg', uploader: 'grace' };

function initialOutings() {
  return new Map([
    ['c1', outingViewOf('c1', ['grace', 'alan'], { ...COMPLETED, photos: [PHOTO] })],
    ['c2', outingViewOf('c2', ['kim', 'grace'], { ...COMPLETED, flakes: ['hedy'] })],
    ['p1', outingViewOf('p1', ['ada'])],
  ]);
}

describe('feed routes', () => {
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;
  const state: FakeOutingState = { outings: initialOutings(), commands: [] };

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada', 'grace', 'alan', 'kim', 'hedy']), { outing: fakeOutingRoutes(state) });
    gateway = testGateway(services.urls);
    agent = await signedInAgent(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });
  beforeEach(() => {
    state.outings = initialOutings();
    services.outing.requests.length = 0;
    services.profile.requests.length = 0;
  });

  const calls = (service: FakeService) => service.requests.map((call) => `${call.method} ${call.url}`);

  describe('GET /user/:id/feed-outings', () => {
    it('answers a page keyed by id, its order, whether older ones exist, and its people', async () => {
      const res = await agent.get('/user/ada/feed-outings');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ outings: { c1: initialOutings().get('c1') }, order: ['c1'], hasOlder: true, populatedUsers: ['grace', 'alan'].map(publicViewOf) });
      expect(calls(services.outing)).toEqual(['GET /users/ada/feed']);
      expect(services.outing.requests[0]?.headers['x-outings-user-id']).toBe('ada');
    });

    it('passes an older page on with ?before=, and refuses a bad one', async () => {
      const res = await agent.get('/user/ada/feed-outings?before=c1');
      expect(res.body).toMatchObject({ order: ['c2'], hasOlder: false, populatedUsers: ['kim', 'grace', 'hedy'].map(publicViewOf) });
      expect(calls(services.outing)).toEqual(['GET /users/ada/feed?before=c1']);
      expect((await agent.get(`/user/ada/feed-outings?before=${'x'.repeat(65)}`)).status).toBe(400);
      expect((await agent.get('/user/ada/feed-outings?before=a&before=b')).status).toBe(400);
    });

    it("refuses another user's feed and a caller without a session", async () => {
      expect((await agent.get('/user/grace/feed-outings')).status).toBe(403);
      expect((await request(gateway.handle).get('/user/ada/feed-outings')).status).toBe(401);
      expect(calls(services.outing)).toEqual([]);
    });
  });

  describe('POST /user/:id/set-like', () => {
    const like = (body: unknown, userId = 'ada') => agent.post(`/user/${userId}/set-like`).set('Origin', PUBLIC_URL).send(body as object);

    it('likes and unlikes as the session user, answering the outing', async () => {
      expect((await like({ outingID: 'c1', liked: true })).body).toEqual({ outing: expect.objectContaining({ _id: 'c1', likes: ['ada'] }) });
      expect(JSON.parse(String(services.outing.requests[0]?.body))).toEqual({ outingID: 'c1', liked: true });
      expect(calls(services.outing)).toEqual(['POST /users/ada/likes']);
    });

    it('refuses bad bodies and another user before calling, and relays a 404', async () => {
      for (const body of [{}, { outingID: 'c1' }, { outingID: '', liked: true }, { outingID: 'c1', liked: 'yes' }]) expect((await like(body)).status).toBe(400);
      expect((await like({ outingID: 'c1', liked: true }, 'grace')).status).toBe(403);
      expect(calls(services.outing)).toEqual([]);
      expect((await like({ outingID: 'gone', liked: true })).status).toBe(404);
    });
  });

  describe('GET /user/stripped-user/:id/photos', () => {
    it("answers the photos of another user's completed outings, as the caller may see them", async () => {
      const res = await agent.get('/user/stripped-user/alan/photos');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ photos: [{ outing: 'c1', ...PHOTO }] });
      expect(calls(services.outing)).toEqual(['GET /users/ada/photos-of/alan']);
    });

    it('needs a session', async () => {
      expect((await request(gateway.handle).get('/user/stripped-user/alan/photos')).status).toBe(401);
    });
  });
});
