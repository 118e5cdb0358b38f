import request from 'supertest';
import { startFakeServices, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import { signedInAgent } from '../../test/support/signed-in';
import type { Gateway } from '../gateway';

const WEBP = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1');

describe('activity routes', () => {
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']), {
      activity: (app) => {
        app.get('/activity/get-all', (_req, res) => {
          res.json({ activities: [] });
        });
        app.post('/activity/create', (req, res) => {
          res.status(201).json({ activity: { name: (req.body as { activity: { name: string } }).activity.name } });
        });
        app.post('/activity/delete', (_req, res) => {
          res.status(403).json({ header: 'Not Your Activity', message: 'Only the creator of this activity can delete it.' });
        });
        app.get('/activity/photos/:activityId/:file', (_req, res) => {
          res.type('image/webp').send(WEBP);
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
    services.activity.requests.length = 0;
  });

  const forwarded = () => services.activity.requests.map((call) => `${call.method} ${call.url}`);

  it('refuses every activity call without a session, before the service', async () => {
    expect((await request(gateway.handle).get('/activity/get-all')).status).toBe(401);
    expect((await request(gateway.handle).post('/activity/create').set('Origin', PUBLIC_URL).send({ activity: {} })).status).toBe(401);
    expect((await request(gateway.handle).get('/activity/photos/a/0.webp')).status).toBe(401);
    expect(services.activity.requests).toHaveLength(0);
  });

  it("forwards the list with the session's user as the identity", async () => {
    const res = await agent.get('/activity/get-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ activities: [] });
    expect(services.activity.requests[0]?.headers['x-outings-user-id']).toBe('ada');
  });

  it("forwards a creation as sent, the session's user as the identity whatever the body's userID", async () => {
    const body = { activity: { name: 'Canal picnic' }, userID: 'mallory' };
    const res = await agent.post('/activity/create').set('Origin', PUBLIC_URL).set('x-outings-user-id', 'mallory').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ activity: { name: 'Canal picnic' } });
    const [call] = services.activity.requests;
    expect(call?.headers['x-outings-user-id']).toBe('ada');
    expect(JSON.parse(String(call?.body))).toEqual(body);
  });

  it("passes the service's refusal of a delete through", async () => {
    const res = await agent.post('/activity/delete').set('Origin', PUBLIC_URL).send({ activity: { _id: 'x' }, userID: 'ada' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ header: 'Not Your Activity', message: 'Only the creator of this activity can delete it.' });
    expect(forwarded()).toEqual(['POST /activity/delete']);
  });

  it('refuses a state change from another site', async () => {
    const res = await agent.post('/activity/create').set('Origin', 'https://evil.example').send({ activity: {} });
    expect(res.status).toBe(403);
    expect(services.activity.requests).toHaveLength(0);
  });

  it('serves photos with their content type and nosniff', async () => {
    const res = await agent.get('/activity/photos/sunrise-hike/0.webp');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(forwarded()).toEqual(['GET /activity/photos/sunrise-hike/0.webp']);
  });
});
