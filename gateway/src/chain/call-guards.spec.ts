import express from 'express';
import request from 'supertest';
import { createLogger, errorHandler, unauthorized } from '@outings/service-kit';
import { callGuards, passGuards, type CallGuard, type GuardedCall, type GuardParts } from './call-guards';
import { guardsMiddleware } from './call-guards.middleware';

describe('the call guards', () => {
  let taken: string[];
  let signedIn: string | undefined;

  const parts: GuardParts = {
    refuseCrossSite: (method, path, req) => void taken.push(`origin ${method} ${path} ${req.get('x-outings-user-id') ?? 'no identity header'}`),
    readSessionUser: async (cookie) => {
      taken.push(`session ${cookie ?? 'none'}`);
      return signedIn ? { userId: signedIn, sessionId: 's1', refreshDue: true } : null;
    },
    assertAccess: (path, userId) => {
      taken.push(`access ${path} ${userId ?? 'nobody'}`);
      if (!userId) throw unauthorized();
    },
    assertWithinRate: async (method, path, userId) => void taken.push(`rate ${method} ${path} ${userId ?? 'nobody'}`),
  };

  /** The express side: both stages where the gateway mounts them, a page route between. */
  function app() {
    const guards = callGuards(parts);
    return express()
      .use(guardsMiddleware(guards.beforePages))
      .get('/page', (_req, res) => void res.send('page'))
      .use(guardsMiddleware(guards.beforeCalls))
      .post('/call', (req, res) => void res.json({ userId: req.userId, sessionId: req.userSessionId, refreshDue: req.sessionRefreshDue }))
      .use(errorHandler(createLogger('call-guards-test', 'silent')));
  }

  beforeEach(() => {
    taken = [];
    signedIn = 'ada';
  });

  it('runs in order on express, handing the session user to the route, the identity headers gone first', async () => {
    const res = await request(app()).post('/call').set('cookie', 'outings.sid=x').set('x-outings-user-id', 'someone-else');
    expect(res.body).toEqual({ userId: 'ada', sessionId: 's1', refreshDue: true });
    expect(taken).toEqual(['origin POST /call no identity header', 'session outings.sid=x', 'access /call ada', 'rate POST /call ada']);
  });

  it('stops at the first refusal, answered by the error handler', async () => {
    signedIn = undefined;
    const res = await request(app()).post('/call');
    expect(res.status).toBe(401);
    expect(taken).toEqual(['origin POST /call no identity header', 'session none', 'access /call nobody']);
  });

  it('refuses an unsafe address before any page, and lets pages through without the call stage', async () => {
    expect((await request(app()).get('/page%00')).status).toBe(400);
    expect((await request(app()).get('/page')).text).toBe('page');
    expect(taken).toEqual([]);
  });

  it('stays synchronous while the guards are', () => {
    const call = { method: 'GET', url: '/x', path: '/x', headers: {}, res: {} } as GuardedCall;
    const order: string[] = [];
    const sync = (name: string): CallGuard => () => void order.push(name);
    expect(passGuards([sync('a'), sync('b')], call)).toBeUndefined();
    expect(order).toEqual(['a', 'b']);
  });
});
