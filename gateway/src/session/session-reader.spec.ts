import express from 'express';
import request from 'supertest';
import { sign } from 'cookie-signature';
import { createSessionMiddleware, createSessionStore } from './session-middleware';
import { startSession } from './session-data';
import { sessionUser } from '../chain/call-guards';
import { pipelineMiddleware } from '../chain/request-pipeline.express';
import { exposeSessionUser, sessionIdFromCookie, sessionUserReader } from './session-reader';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

describe('sessionIdFromCookie', () => {
  it('reads an id signed with the secret', () => {
    expect(sessionIdFromCookie(`a=b; outings.sid=${encodeURIComponent(`s:${sign('abc', SECRET)}`)}`, SECRET)).toBe('abc');
  });

  it('refuses unsigned, tampered, foreign-secret and missing cookies', () => {
    expect(sessionIdFromCookie('outings.sid=abc', SECRET)).toBeNull();
    const signed = `s:${sign('abc', SECRET)}`;
    expect(sessionIdFromCookie(`outings.sid=${encodeURIComponent(signed.replace('abc', 'abd'))}`, SECRET)).toBeNull();
    expect(sessionIdFromCookie(`outings.sid=${encodeURIComponent(`s:${sign('abc', 'another-secret')}`)}`, SECRET)).toBeNull();
    expect(sessionIdFromCookie(undefined, SECRET)).toBeNull();
    expect(sessionIdFromCookie('other=1', SECRET)).toBeNull();
  });
});

describe('the session guard', () => {
  function buildApp() {
    const store = createSessionStore({ redis: null, redisKeyPrefix: 't:' });
    const app = express();
    app.use(pipelineMiddleware([{ kind: 'before', run: sessionUser(sessionUserReader(store, SECRET)) }]));
    app.use(['/login', '/logout'], createSessionMiddleware({ secret: SECRET, secureCookie: false }, store), exposeSessionUser);
    app.post('/login', async (req, res) => {
      await startSession(req, 'user-1');
      res.json({ ok: true });
    });
    app.get('/logout', (req, res) => req.session.destroy(() => res.json({ ok: true })));
    app.get('/whoami', (req, res) => {
      res.json({ userId: req.userId ?? null, sessionMiddlewareRan: req.session !== undefined });
    });
    return app;
  }

  it('knows the signed-in user on calls express-session does not handle', async () => {
    const agent = request.agent(buildApp());
    expect((await agent.get('/whoami')).body).toEqual({ userId: null, sessionMiddlewareRan: false });
    await agent.post('/login');
    expect((await agent.get('/whoami')).body).toEqual({ userId: 'user-1', sessionMiddlewareRan: false });
  });

  it('forgets the user once the session is destroyed', async () => {
    const agent = request.agent(buildApp());
    await agent.post('/login');
    await agent.get('/logout');
    expect((await agent.get('/whoami')).body.userId).toBeNull();
  });

  it('ignores a forged cookie', async () => {
    const forged = `outings.sid=${encodeURIComponent(`s:${sign('made-up', 'guessed-secret')}`)}`;
    expect((await request(buildApp()).get('/whoami').set('cookie', forged)).body.userId).toBeNull();
  });
});
