import request from 'supertest';
import { startFakeServices, type FakeServices } from '../../test/support/fake-services';
import { sessionCookieFor, startListeningGateway, type ListeningGateway } from '../../test/support/listening-gateway';
import { fakeFrontendsDir } from '../../test/support/test-gateway';

const PICTURE_POLICY = "default-src 'none'; sandbox";
const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const EXPECTED_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;connect-src 'self';font-src 'self';" +
  "worker-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

function expectSecurityHeaders(res: request.Response): void {
  expect(res.headers['content-security-policy']).toBe(EXPECTED_CSP);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('security headers of every answer', () => {
  let services: FakeServices;
  let plain: ListeningGateway;
  let secure: ListeningGateway;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']), {
      // As media answers a picture's bytes.
      media: (app) => {
        app.get('/media/*key', (_req, res) => {
          res.set({ 'Content-Security-Policy': PICTURE_POLICY, 'X-Content-Type-Options': 'nosniff' });
          res.type('image/jpeg').send(Buffer.from([0xff, 0xd8, 0xff]));
        });
      },
    });
    const frontendsDir = fakeFrontendsDir();
    plain = await startListeningGateway(services.urls, { frontendsDir });
    secure = await startListeningGateway(services.urls, { frontendsDir, publicUrl: 'https://outings.example' });
  });
  afterAll(async () => {
    await Promise.all([plain.close(), secure.close()]);
    await services.close();
  });

  it('on a page, a file, an API answer, a 401, a 404 and a health probe', async () => {
    const cookie = await sessionCookieFor(plain.url);
    const answers = await Promise.all([
      request(plain.url).get('/login').set('Accept', NAVIGATION),
      request(plain.url).get('/main.3f2a1b9c0d.js'),
      request(plain.url).get('/auth/check').set('Cookie', cookie),
      request(plain.url).get('/auth/check'),
      request(plain.url).get('/data/no-such-thing').set('Cookie', cookie),
      request(plain.url).get('/healthz'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 401, 404, 200]);
    for (const res of answers) expectSecurityHeaders(res);
  });

  it("passes a picture on with its own type and media's stricter policy", async () => {
    const res = await request(plain.url).get('/media/pictures/a.jpg').set('Cookie', await sessionCookieFor(plain.url));
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-security-policy']).toBe(PICTURE_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when the public origin is https', async () => {
    expect((await request(plain.url).get('/auth/check')).headers['strict-transport-security']).toBeUndefined();
    const secured = await request(secure.url).get('/auth/check');
    expect(secured.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(secured.headers['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });

  it('keeps pictures and pages to our own origin, but lets another origin load the remotes', async () => {
    expect((await request(plain.url).get('/main.3f2a1b9c0d.js')).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await request(plain.url).get('/remotes/outing/remoteEntry.js')).headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
