// The whole gateway against request forgery: state-changing GETs, the Origin rule without
// the Host header, ALLOWED_ORIGINS and the loopback spellings of a local PUBLIC_URL.
import request from 'supertest';
import { startFakeServices, PASSWORD, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import type { Gateway, GatewayOptions } from '../gateway';

const credentials = { username: 'ada@example.com', password: PASSWORD };

describe('the gateway against cross-site requests', () => {
  let services: FakeServices;
  const gateways: Gateway[] = [];
  const gatewayWith = (overrides: Partial<GatewayOptions> = {}) => {
    const gateway = testGateway(services.urls, overrides);
    gateways.push(gateway);
    return gateway;
  };

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']));
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await services.close();
  });

  describe('a state-changing GET', () => {
    it('refuses a logout another site triggers, and the session lives on', async () => {
      const agent = request.agent(gatewayWith().handle);
      expect((await agent.post('/auth/login').set('Origin', PUBLIC_URL).send(credentials)).status).toBe(200);

      const forged = await agent.get('/auth/logout').set('Sec-Fetch-Site', 'cross-site').set('Accept', 'text/html');
      expect(forged.status).toBe(403);
      expect(forged.body).toEqual({ header: 'Forbidden Origin', message: 'This request did not come from the Outings app.' });
      expect(forged.headers['set-cookie']).toBeUndefined();
      expect((await agent.head('/auth/logout').set('Sec-Fetch-Site', 'same-site')).status).toBe(403);
      // No browser evidence at all (an old browser with no Referer, or a script): refused too.
      expect((await agent.get('/auth/logout')).status).toBe(403);

      const check = await agent.get('/auth/check');
      expect(check.status).toBe(200);
      expect(check.body.user._id).toBe('ada');
    });

    it("ends the session when the app's own page asks, as the front end's same-origin fetch does", async () => {
      const agent = request.agent(gatewayWith().handle);
      await agent.post('/auth/login').set('Origin', PUBLIC_URL).send(credentials);
      expect((await agent.get('/auth/logout').set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
      expect((await agent.get('/auth/check')).status).toBe(401);
    });

    it('falls back on a Referer of a trusted origin when the browser sends no Sec-Fetch-Site', async () => {
      const agent = request.agent(gatewayWith().handle);
      await agent.post('/auth/login').set('Origin', PUBLIC_URL).send(credentials);
      expect((await agent.get('/auth/logout').set('Referer', 'https://evil.example/')).status).toBe(403);
      expect((await agent.get('/auth/logout').set('Referer', `${PUBLIC_URL}/profile`)).status).toBe(200);
      expect((await agent.get('/auth/check')).status).toBe(401);
    });

    it.each(['join', 'leave', 'delete'])('guards GET /outing/{userId}/{outingId}/%s before its route exists', async (action) => {
      const agent = request.agent(gatewayWith().handle);
      await agent.post('/auth/login').set('Origin', PUBLIC_URL).send(credentials);
      expect((await agent.get(`/outing/ada/o1/${action}`).set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
      expect((await agent.get(`/outing/ada/o1/${action}`).set('Sec-Fetch-Site', 'same-origin')).status).not.toBe(403);
    });
  });

  describe('the Origin rule', () => {
    it('does not take the Host header as a trusted origin', async () => {
      const res = await request(gatewayWith().handle).post('/auth/login').set('Host', 'evil.example').set('Origin', 'http://evil.example').send(credentials);
      expect(res.status).toBe(403);
      expect(res.body.header).toBe('Forbidden Origin');
    });

    it('lets an origin ALLOWED_ORIGINS names through, and no other', async () => {
      const app = gatewayWith({ allowedOrigins: ['https://partner.example'] }).handle;
      expect((await request(app).post('/auth/login').set('Origin', 'https://partner.example').send(credentials)).status).toBe(200);
      expect((await request(app).post('/auth/login').set('Origin', PUBLIC_URL).send(credentials)).status).toBe(200);
      expect((await request(app).post('/auth/login').set('Origin', 'https://other.example').send(credentials)).status).toBe(403);
    });

    it('takes 127.0.0.1 and [::1] for localhost (and back) when PUBLIC_URL is a loopback address', async () => {
      const local = gatewayWith({ publicUrl: 'http://localhost:18080' }).handle;
      for (const origin of ['http://localhost:18080', 'http://127.0.0.1:18080', 'http://[::1]:18080']) {
        const res = await request(local).post('/auth/login').set('Origin', origin).send(credentials);
        expect({ origin, status: res.status }).toEqual({ origin, status: 200 });
      }
      // Same machine, another port or scheme: another origin.
      expect((await request(local).post('/auth/login').set('Origin', 'http://127.0.0.1:3100').send(credentials)).status).toBe(403);
      expect((await request(local).post('/auth/login').set('Origin', 'https://127.0.0.1:18080').send(credentials)).status).toBe(403);

      const numeric = gatewayWith({ publicUrl: 'http://127.0.0.1:18080' }).handle;
      expect((await request(numeric).post('/auth/login').set('Origin', 'http://localhost:18080').send(credentials)).status).toBe(200);
    });
  });
});
