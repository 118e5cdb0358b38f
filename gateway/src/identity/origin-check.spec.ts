import express from 'express';
import request from 'supertest';
import { createLogger, errorHandler } from '@outings/service-kit';
import { trustedOrigin } from '../chain/call-guards';
import { pipelineMiddleware } from '../chain/request-pipeline.express';
import { crossSiteRefusal, isOwnPageGet } from './origin-check.middleware';
import { stateChangingGets } from './state-changing-gets';
import { trustedOrigins } from './trusted-origins';

const trusted = trustedOrigins('https://outings.example', ['https://partner.example']);

describe('isOwnPageGet', () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

  it('believes Sec-Fetch-Site when the browser sends it: same-origin or typed by the user', () => {
    expect(isOwnPageGet(headers({ 'sec-fetch-site': 'same-origin' }), trusted)).toBe(true);
    expect(isOwnPageGet(headers({ 'sec-fetch-site': 'none' }), trusted)).toBe(true);
    expect(isOwnPageGet(headers({ 'sec-fetch-site': 'same-site' }), trusted)).toBe(false);
    expect(isOwnPageGet(headers({ 'sec-fetch-site': 'cross-site' }), trusted)).toBe(false);
  });

  it('lets Sec-Fetch-Site outrank a Referer of ours (a link of ours to a site that redirects back)', () => {
    expect(isOwnPageGet(headers({ 'sec-fetch-site': 'cross-site', referer: 'https://outings.example/profile' }), trusted)).toBe(false);
  });

  it('without Sec-Fetch-Site, wants Origin or Referer to name a trusted origin', () => {
    expect(isOwnPageGet(headers({ referer: 'https://outings.example/profile' }), trusted)).toBe(true);
    expect(isOwnPageGet(headers({ origin: 'https://partner.example' }), trusted)).toBe(true);
    expect(isOwnPageGet(headers({ referer: 'https://evil.example/' }), trusted)).toBe(false);
    expect(isOwnPageGet(headers({}), trusted)).toBe(false);
  });
});

describe('the origin guard', () => {
  const app = express();
  app.use(pipelineMiddleware([{ kind: 'before', run: trustedOrigin(crossSiteRefusal(trusted, stateChangingGets(['/sign-out']))) }]));
  app.all(['/change', '/sign-out'], (_req, res) => {
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

  it('ignores the Host header: naming the host a request was sent to proves nothing', async () => {
    const res = await request(app).post('/change').set('Host', 'evil.example').set('Origin', 'http://evil.example');
    expect(res.status).toBe(403);
  });

  it('lets changes from the public origin and the allowed origins through, and any read', async () => {
    expect((await request(app).post('/change').set('Origin', 'https://outings.example')).status).toBe(200);
    expect((await request(app).post('/change').set('Origin', 'https://partner.example')).status).toBe(200);
    expect((await request(app).post('/change').set('Referer', 'https://outings.example/profile')).status).toBe(200);
    expect((await request(app).get('/change').set('Origin', 'https://evil.example')).status).toBe(200);
  });

  it('refuses a state-changing GET from another site or from nowhere, and lets those of the app through', async () => {
    const crossSite = await request(app).get('/sign-out').set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ header: 'Forbidden Origin', message: 'This request did not come from the Outings app.' });
    expect((await request(app).head('/sign-out').set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    expect((await request(app).get('/sign-out')).status).toBe(403);
    expect((await request(app).get('/sign-out').set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
    expect((await request(app).get('/sign-out').set('Referer', 'https://outings.example/profile')).status).toBe(200);
  });
});
