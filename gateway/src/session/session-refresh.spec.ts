import express from 'express';
import request from 'supertest';
import { createSessionMiddleware, createSessionStore } from './session-middleware';
import { SESSION_REFRESH_MS, refreshSession, startSession } from './session-data';
import { sessionUser } from '../chain/call-guards';
import { pipelineMiddleware } from '../chain/request-pipeline.express';
import { renewWhenDue, sessionUserReader } from './session-reader';
import { createSessionIndex } from './session-index';

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

describe('the session check', () => {
  let clock = Date.now();
  const now = () => clock;
  const store = createSessionStore({ redis: null, redisKeyPrefix: 't:' });
  const sessionMiddleware = createSessionMiddleware({ secret: 'a-test-secret-that-is-long-enough-for-hmac', secureCookie: false }, store);
  const index = createSessionIndex({ redis: null, redisKeyPrefix: 't:' });
  const app = express();
  app.use(pipelineMiddleware([{ kind: 'before', run: sessionUser(sessionUserReader(store, 'a-test-secret-that-is-long-enough-for-hmac', now)) }]));
  app.use('/login', sessionMiddleware);
  app.use('/check', renewWhenDue(sessionMiddleware, index, now));
  app.post('/login', async (req, res) => {
    await startSession(req, 'u1');
    // On this test's clock rather than the real one.
    req.session.refreshedAt = clock;
    res.json({ ok: true });
  });
  app.get('/check', (req, res) => {
    res.json({ userId: req.userId ?? null, sessionMiddlewareRan: req.session !== undefined });
  });

  const storedRefresh = () =>
    new Promise<number | undefined>((resolve) => store.all?.((_error, sessions) => resolve(Object.values(sessions ?? {})[0]?.refreshedAt)));

  it('only reads the session within the hour, and renews it through express-session after', async () => {
    const agent = request.agent(app);
    await agent.post('/login');
    expect(await storedRefresh()).toBe(clock);

    clock += SESSION_REFRESH_MS / 2;
    const soon = await agent.get('/check');
    expect(soon.body).toEqual({ userId: 'u1', sessionMiddlewareRan: false });
    expect(cookieOf(soon)).toBeUndefined();
    expect(await index.takeAll('u1')).toEqual([]);

    clock += SESSION_REFRESH_MS;
    const later = await agent.get('/check');
    expect(later.body).toEqual({ userId: 'u1', sessionMiddlewareRan: true });
    expect(cookieOf(later)).toMatch(/Expires=/);
    expect(await storedRefresh()).toBe(clock);
    // The user's index of sessions is renewed with it (a reset must still find the session).
    expect(await index.takeAll('u1')).toHaveLength(1);

    // Renewed: the next hour is read-only again.
    clock += SESSION_REFRESH_MS / 2;
    const after = await agent.get('/check');
    expect(after.body).toEqual({ userId: 'u1', sessionMiddlewareRan: false });
    expect(cookieOf(after)).toBeUndefined();
  });

  it('knows nobody without a session', async () => {
    expect((await request(app).get('/check')).body).toEqual({ userId: null, sessionMiddlewareRan: false });
  });
});
