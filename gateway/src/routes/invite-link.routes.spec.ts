import request from 'supertest';
import { startFakeServices, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import { signedInAgent } from '../../test/support/signed-in';
import type { Gateway } from '../gateway';

const TOKEN = 'k'.repeat(43);
const LINK = { token: TOKEN, expiresAt: '2026-12-13T10:00:00.000Z', signUps: 2 };

describe('invite-link routes', () => {
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;
  let mintRefused = false;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']), {
      'social-graph': (app) => {
        app.get('/users/:userId/invite-link', (_req, res) => {
          res.json({ link: LINK });
        });
        app.post('/users/:userId/invite-link', (_req, res) => {
          if (mintRefused) return res.status(406).json({ header: 'Too Many New Links', message: 'Try again tomorrow.' });
          res.json({ link: { ...LINK, signUps: 0 } });
        });
        app.post('/users/:userId/invite-link/revoke', (_req, res) => {
          res.json({ link: null });
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
    services['social-graph'].requests.length = 0;
    mintRefused = false;
  });

  const calls = () => services['social-graph'].requests.map((call) => `${call.method} ${call.url} ${call.headers['x-outings-user-id']}`);

  it("reads the session's user's link, kept out of every cache", async () => {
    const res = await agent.get('/user/ada/invite-link');
    expect([res.status, res.body]).toEqual([200, { link: LINK }]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(calls()).toEqual(['GET /users/ada/invite-link ada']);
  });

  it('makes a new link with an empty body, and passes the refusal of one too many on', async () => {
    const made = await agent.post('/user/ada/invite-link').set('Origin', PUBLIC_URL).send({});
    expect([made.status, made.body]).toEqual([200, { link: { ...LINK, signUps: 0 } }]);
    mintRefused = true;
    const refused = await agent.post('/user/ada/invite-link').set('Origin', PUBLIC_URL).send({});
    expect([refused.status, refused.body.header]).toEqual([406, 'Too Many New Links']);
    expect(calls()).toEqual(['POST /users/ada/invite-link ada', 'POST /users/ada/invite-link ada']);
  });

  it('turns the link off', async () => {
    const res = await agent.post('/user/ada/invite-link/revoke').set('Origin', PUBLIC_URL).send({});
    expect([res.status, res.body]).toEqual([200, { link: null }]);
    expect(calls()).toEqual(['POST /users/ada/invite-link/revoke ada']);
  });

  it("refuses another user's link, a caller without a session, another site and a body that is not empty", async () => {
    expect((await agent.get('/user/grace/invite-link')).status).toBe(403);
    expect((await agent.post('/user/grace/invite-link/revoke').set('Origin', PUBLIC_URL).send({})).status).toBe(403);
    expect((await request(gateway.handle).get('/user/ada/invite-link')).status).toBe(401);
    expect((await agent.post('/user/ada/invite-link').set('Origin', 'https://evil.example').send({})).status).toBe(403);
    expect((await agent.post('/user/ada/invite-link').set('Origin', PUBLIC_URL).send({ token: TOKEN })).status).toBe(400);
    expect(calls()).toEqual([]);
  });
});
