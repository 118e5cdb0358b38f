import express from 'express';
import request from 'supertest';
import { createLogger } from '../logger';
import { CLIENT_IP_HEADER, IDENTITY_HEADER } from '../headers';
import { signCall } from './call-signature';
import { requireGatewaySignature } from './require-gateway-signature';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

function serviceApp() {
  const app = express();
  app.use(requireGatewaySignature({ secret: SECRET, logger: createLogger('test', 'silent') }));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/openapi.json', (_req, res) => void res.json({ openapi: '3.1.0' }));
  app.get('/users/:id/chats', (req, res) => void res.json({ caller: req.get(IDENTITY_HEADER) }));
  app.post('/healthz', (_req, res) => void res.json({ posted: true }));
  return app;
}

describe('requireGatewaySignature', () => {
  it('refuses a call that only names a user with 401, before the route runs', async () => {
    const answer = await request(serviceApp()).get('/users/ada/chats').set(IDENTITY_HEADER, 'ada');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ header: 'Not Signed', message: 'Services answer only calls the gateway signed.' });
  });

  it('answers a call signed as the gateway signs it', async () => {
    const signature = signCall(SECRET, { method: 'GET', path: '/users/ada/chats?all=1', userId: 'ada', clientIp: '127.0.0.1' });
    const answer = await request(serviceApp())
      .get('/users/ada/chats?all=1')
      .set({ [IDENTITY_HEADER]: 'ada', [CLIENT_IP_HEADER]: '127.0.0.1', ...signature });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ caller: 'ada' });
  });

  it('refuses a signed call whose user was swapped', async () => {
    const signature = signCall(SECRET, { method: 'GET', path: '/users/ada/chats', userId: 'ada' });
    const answer = await request(serviceApp()).get('/users/ada/chats').set({ [IDENTITY_HEADER]: 'mallory', ...signature });
    expect(answer.status).toBe(401);
  });

  it('leaves the probes and the API document open to GET, and only to GET', async () => {
    expect((await request(serviceApp()).get('/healthz')).status).toBe(200);
    expect((await request(serviceApp()).get('/openapi.json')).status).toBe(200);
    expect((await request(serviceApp()).post('/healthz')).status).toBe(401);
  });
});
