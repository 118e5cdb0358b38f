import express from 'express';
import request from 'supertest';
import { errorHandler } from '@outings/service-kit';
import { createLogger } from '@outings/service-kit';
import { claimedOrigin, isTrustedOrigin, originCheck } from './origin-check.middleware';

describe('isTrustedOrigin', () => {
  const publicOrigin = 'https://outings.example';

  it('trusts the public origin and the host the request was sent to', () => {
    expect(isTrustedOrigin(new URL('https://outings.example'), publicOrigin, 'internal:8080')).toBe(true);
    expect(isTrustedOrigin(new URL('http://localhost:18080'), publicOrigin, 'localhost:18080')).toBe(true);
  });

  it('refuses other sites, other ports and requests that name no origin', () => {
    expect(isTrustedOrigin(new URL('https://evil.example'), publicOrigin, 'outings.example')).toBe(false);
    expect(isTrustedOrigin(new URL('https://outings.example:8443'), publicOrigin, 'outings.example')).toBe(false);
    expect(isTrustedOrigin(null, publicOrigin, 'outings.example')).toBe(false);
  });

  it('reads Origin first, then the origin of Referer, and treats "null" as none', () => {
    const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
    expect(claimedOrigin(headers({ origin: 'https://a.example', referer: 'https://b.example/x' }))?.origin).toBe('https://a.example');
    expect(claimedOrigin(headers({ referer: 'https://b.example/page?q=1' }))?.origin).toBe('https://b.example');
    expect(claimedOrigin(headers({ origin: 'null' }))).toBeNull();
    expect(claimedOrigin(headers({ origin: 'not a url' }))).toBeNull();
  });
});

describe('originCheck', () => {
  const app = express();
  app.use(originCheck('https://outings.example'));
  app.all('/change', (_req, res) => {
    res.json({ changed: true });
  });
  app.use(errorHandler(createLogger('test', 'silent')));

  it.each(['post', 'put', 'patch', 'delete'] as const)('refuses a cross-site %s with 403', async (method) => {
    const res = await request(app)[method]('/change').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body.header).toBe('Forbidden Origin');
  });

  it('refuses a state change that names no origin at all', async () => {
    expect((await request(app).post('/change')).status).toBe(403);
  });

  it('lets same-origin changes and any read through', async () => {
    expect((await request(app).post('/change').set('Origin', 'https://outings.example')).status).toBe(200);
    expect((await request(app).post('/change').set('Referer', 'https://outings.example/profile')).status).toBe(200);
    expect((await request(app).get('/change').set('Origin', 'https://evil.example')).status).toBe(200);
  });
});
