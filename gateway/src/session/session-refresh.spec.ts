import express from 'express';
import request from 'supertest';
import { createSessionMiddleware, createSessionStore } from './session-middleware';
import { SESSION_REFRESH_MS, refreshSession, startSession } from './session-data';

const cookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('outings.sid='));

describe('the rolling 30-day session', () => {
  let clock = Date.now();
  const app = express();
  const store = createSessionStore({ redis: null, redisKeyPrefix: 't:' });
  app.use(createSessionMiddleware({ secret: 'a-test-secret-that-is-long-enough-for-hmac', secureCookie: false }, store));
  app.use(refreshSession(() => clock));
  app.post('/login', async (req, res) => {
    await startSession(req, 'u1');
    res.json({ ok: true });
  });
  app.get('/me', (req, res) => {
    res.json({ userId: req.session.userId ?? null });
  });

  it('sends the cookie at login, not again within the hour, and renews it after', async () => {
    const agent = request.agent(app);
    expect(cookieOf(await agent.post('/login'))).toMatch(/Expires=/);

    clock += SESSION_REFRESH_MS / 2;
    const soon = await agent.get('/me');
    expect(soon.body).toEqual({ userId: 'u1' });
    expect(cookieOf(soon)).toBeUndefined();

    clock += SESSION_REFRESH_MS;
    const later = await agent.get('/me');
    expect(later.body).toEqual({ userId: 'u1' });
    expect(cookieOf(later)).toMatch(/HttpOnly/);
  });

  it('never creates a session for a visitor', async () => {
    expect(cookieOf(await request(app).get('/me'))).toBeUndefined();
  });
});
