// The forwarded calls through the whole gateway as its HTTP server serves it
// (`gateway.handle`): answered before express, with every guarantee express's chain gives.
import request from 'supertest';
import { compressAnswers } from '@outings/service-kit';
import { startFakeServices, type FakeServices } from '../../test/support/fake-services';
import { sessionCookieFor, startListeningGateway, type ListeningGateway } from '../../test/support/listening-gateway';
import { PUBLIC_URL } from '../../test/support/test-gateway';

describe('forwarded calls through the gateway', () => {
  let services: FakeServices;
  let listening: ListeningGateway;
  let cookie: string;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']), {
      activity: (app) => {
        // Large with `?many`: a real service sends it compressed (service-kit's compressAnswers).
        app.get('/activity/get-all', compressAnswers, (req, res) => {
          res.json({ activities: req.query.many ? Array.from({ length: 100 }, (_, index) => ({ name: `Activity ${index}` })) : [] });
        });
        app.post('/activity/create', (_req, res) => void res.status(201).json({ activity: {} }));
      },
      auth: (app) => {
        app.post('/auth/send-reset-link', (_req, res) => void res.json({ sent: true }));
      },
    });
    listening = await startListeningGateway(services.urls, { metricsPort: 0, trustProxy: ['loopback'] });
    cookie = await sessionCookieFor(listening.url);
  });

  afterAll(async () => {
    await listening?.close();
    await services?.close();
  });

  beforeEach(() => {
    services.activity.requests.length = 0;
    services.auth.requests.length = 0;
  });

  it('answers a call without a session with the 401 of the spec, security headers and request id on', async () => {
    const res = await request(listening.url).get('/activity/get-all');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ header: 'Not Logged In', message: 'Please log in first.' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toMatch(/^[\w.:-]+$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(services.activity.requests).toHaveLength(0);
  });

  it("passes the browser's Accept-Encoding on and the service's compressed answer back untouched", async () => {
    const res = await request(listening.url).get('/activity/get-all?many=1').set('cookie', cookie).set('accept-encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.activities).toHaveLength(100);
    expect(services.activity.requests[0]?.headers['accept-encoding']).toBe('br');
  });

  it('refuses a cross-site POST before the session is read or the service called', async () => {
    const res = await request(listening.url).post('/activity/create').set('cookie', cookie).set('Origin', 'https://evil.example').send({ activity: {} });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ header: 'Forbidden Origin', message: 'This request did not come from the Outings app.' });
    expect(services.activity.requests).toHaveLength(0);
  });

  it("sends the session's user and the client's address as the identity, never the browser's x-outings-* headers", async () => {
    const res = await request(listening.url)
      .post('/activity/create')
      .set('cookie', cookie)
      .set('Origin', PUBLIC_URL)
      .set('x-outings-user-id', 'someone-else')
      .set('x-outings-something', 'made up')
      // The peer is loopback, which this gateway trusts as a proxy.
      .set('x-forwarded-for', '203.0.113.9')
      .send({ activity: {} });
    expect(res.status).toBe(201);
    const sent = services.activity.requests[0]?.headers;
    expect(sent?.['x-outings-user-id']).toBe('ada');
    expect(sent?.['x-outings-client-ip']).toBe('203.0.113.9');
    expect(sent?.['x-outings-something']).toBeUndefined();
    expect(sent?.['x-request-id']).toBe(res.headers['x-request-id']);
    expect(sent?.cookie).toBeUndefined();
  });

  it("forwards a public call without a session and strips the browser's claimed identity", async () => {
    const res = await request(listening.url)
      .post('/auth/send-reset-link')
      .set('Origin', PUBLIC_URL)
      .set('x-outings-user-id', 'ada')
      .send({ username: 'ada@example.com' });
    expect(res.status).toBe(200);
    expect(services.auth.requests[0]?.headers['x-outings-user-id']).toBeUndefined();
  });

  it('counts forwarded calls under their route pattern', async () => {
    await request(listening.url).get('/activity/get-all').set('cookie', cookie).expect(200);
    const metrics = await listening.gateway.metricsServer();
    const text = await (await fetch(`${metrics?.url}/metrics`)).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/activity\/get-all"[^}]*status="200"/);
  });

  it('leaves every other call to express', async () => {
    expect((await request(listening.url).get('/healthz')).status).toBe(200);
    const check = await request(listening.url).get('/auth/check');
    expect(check.status).toBe(401);
    expect(check.headers['x-content-type-options']).toBe('nosniff');
    expect((await request(listening.url).get('/activity/no-such-call').set('cookie', cookie)).status).toBe(404);
  });
});
