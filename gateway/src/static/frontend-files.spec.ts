import path from 'node:path';
import { tmpdir } from 'node:os';
import request from 'supertest';
import { startFakeServices, PASSWORD, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, fakeFrontendsDir, testGateway } from '../../test/support/test-gateway';
import type { Gateway } from '../gateway';
import { isPageRequest } from './spa-fallback';

const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('isPageRequest', () => {
  const req = (path: string, accept: string | undefined, method = 'GET') => ({ method, path, get: () => accept });

  it('sends page addresses opened by a browser to the shell', () => {
    for (const page of ['/', '/login', '/profile', '/outing', '/reset-password/u1', '/email-verified']) {
      expect(isPageRequest(req(page, NAVIGATION))).toBe(true);
    }
  });

  it('sends page addresses to the shell whatever they accept (curl, link checkers)', () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      for (const page of ['/', '/login', '/profile', '/social', '/chat', '/reset-password/u1', '/somewhere/unknown']) {
        expect(isPageRequest(req(page, accept))).toBe(true);
        expect(isPageRequest(req(page, accept, 'HEAD'))).toBe(true);
      }
    }
  });

  it('leaves fetch calls to paths the API shares with pages, non-GET requests and API-only paths to the API', () => {
    for (const shared of ['/outing', '/outing/o1/u1', '/outing/u1/o1/join']) {
      expect(isPageRequest(req(shared, '*/*'))).toBe(false);
      expect(isPageRequest(req(shared, undefined))).toBe(false);
      expect(isPageRequest(req(shared, 'application/json'))).toBe(false);
    }
    expect(isPageRequest(req('/login', NAVIGATION, 'POST'))).toBe(false);
    expect(isPageRequest(req('/auth/verify-email', NAVIGATION))).toBe(false);
    expect(isPageRequest(req('/auth/check', undefined))).toBe(false);
    expect(isPageRequest(req('/remotes/outing/missing.js', NAVIGATION))).toBe(false);
  });

  it('never answers a missing file with the page unless a browser navigates there', () => {
    expect(isPageRequest(req('/static/js/gone.0123abcd.js', '*/*'))).toBe(false);
    expect(isPageRequest(req('/favicon.ico', undefined))).toBe(false);
  });
});

describe('serving the built front ends', () => {
  let services: FakeServices;
  let gateway: Gateway;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']));
    gateway = testGateway(services.urls, { frontendsDir: fakeFrontendsDir() });
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });

  it('keeps hashed files for a year and revalidates the rest', async () => {
    const hashed = await request(gateway.handle).get('/main.3f2a1b9c0d.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['/service-worker.js', '/manifest.webmanifest', '/remotes/outing/remoteEntry.js']) {
      const res = await request(gateway.handle).get(file);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const chunk = await request(gateway.handle).get('/remotes/outing/412.9be0c1d2e3.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a page navigation with the shell, uncached', async () => {
    const res = await request(gateway.handle).get('/reset-password/u1').set('Accept', NAVIGATION);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Outings shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a page route without an HTML Accept with the page, never a 401', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      for (const page of ['/login', '/']) {
        const call = request(gateway.handle).get(page);
        const res = await (accept === undefined ? call : call.set('Accept', accept));
        expect(res.status).toBe(200);
        expect(res.text).toContain('Outings shell');
      }
    }
  });

  it('answers GET /outing as a page for a navigation and as an API call for fetch', async () => {
    expect((await request(gateway.handle).get('/outing').set('Accept', NAVIGATION)).text).toContain('Outings shell');
    const api = await request(gateway.handle).get('/outing').set('Accept', '*/*');
    expect(api.status).toBe(401);
    expect(api.body.header).toBe('Not Logged In');
  });

  it('answers a missing remote file with 404, never the shell', async () => {
    const res = await request(gateway.handle).get('/remotes/outing/gone.0123456789.js').set('Accept', NAVIGATION);
    expect(res.status).toBe(404);
  });

  it('never answers an API path from the files', async () => {
    const res = await request(gateway.handle).get('/auth/check');
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('a file');
  });

  it('says clearly that a remote is not built', async () => {
    const res = await request(gateway.handle).get('/remotes/chat/remoteEntry.js');
    expect(res.status).toBe(503);
    expect(res.text).toContain('not built');
  });

  it('compresses what is worth compressing', async () => {
    const res = await request(gateway.handle).get('/data/cities').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('still answers the API for a signed-in user', async () => {
    const agent = request.agent(gateway.handle);
    await agent.post('/auth/login').set('Origin', PUBLIC_URL).send({ username: 'ada@example.com', password: PASSWORD });
    expect((await agent.get('/auth/check')).status).toBe(200);
  });
});

describe('a gateway whose front ends are not built', () => {
  it('starts and answers pages with a clear 503', async () => {
    const services = await startFakeServices(new Set());
    const gateway = testGateway(services.urls, { frontendsDir: path.join(tmpdir(), 'outings-nothing-built') });
    try {
      const res = await request(gateway.handle).get('/login').set('Accept', NAVIGATION);
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
      expect((await request(gateway.handle).get('/data/globals')).status).toBe(200);
    } finally {
      await gateway.close();
      await services.close();
    }
  });
});
