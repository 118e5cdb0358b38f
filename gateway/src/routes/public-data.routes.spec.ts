import request from 'supertest';
import { cities, globals } from '@outings/reference-data';
import { startFakeServices, type FakeServices } from '../../test/support/fake-services';
import { testGateway } from '../../test/support/test-gateway';
import type { Gateway } from '../gateway';
import { remoteUrlsFromEnv } from '../config';

describe('public data', () => {
  let services: FakeServices;
  let gateway: Gateway;

  beforeAll(async () => {
    services = await startFakeServices(new Set());
    gateway = testGateway(services.urls, {
      remotes: remoteUrlsFromEnv({ REMOTE_CHAT_URL: 'https://cdn.example/chat/remoteEntry.js' }),
    });
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });

  it('answers the globals without a session, cacheable and revalidated by ETag', async () => {
    const res = await request(gateway.handle).get('/data/globals');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(globals)));
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const again = await request(gateway.handle).get('/data/globals').set('If-None-Match', res.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('answers the city list', async () => {
    const res = await request(gateway.handle).get('/data/cities');
    expect(res.body).toHaveLength(cities.length);
    expect(res.body[0]).toEqual(JSON.parse(JSON.stringify(cities[0])));
  });

  it('tells the shell where each remote is, uncached, with env overrides', async () => {
    const res = await request(gateway.handle).get('/app-config.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      remotes: {
        outing: '/remotes/outing/remoteEntry.js',
        social: '/remotes/social/remoteEntry.js',
        profile: '/remotes/profile/remoteEntry.js',
        chat: 'https://cdn.example/chat/remoteEntry.js',
      },
    });
  });

  it('answers its own health without a session', async () => {
    expect((await request(gateway.handle).get('/healthz')).status).toBe(200);
    expect((await request(gateway.handle).get('/readyz')).status).toBe(200);
  });
});
