import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import request from 'supertest';
import { createLogger, tooManyRequests, unauthorized } from '@outings/service-kit';
import { requestPipeline, type PipelineParts } from '../chain/request-pipeline';
import { forwardedCalls, type ForwardedCallOptions } from './forwarded-calls';
import { FORWARDED_ROUTES, type ForwardedRoute } from './forwarded-routes';
import type { ServiceClient, ServiceClients } from './service-client';

describe('forwardedCalls', () => {
  const routes: ForwardedRoute[] = [
    { method: 'GET', path: '/activity/photos/:activityId/:file', service: 'activity' },
    { method: 'POST', path: '/activity/create', service: 'activity' },
  ];
  let taken: string[];
  let labels: string[];
  let signedIn: string | undefined;
  let overLimit: boolean;

  const activity = {
    forward: async (req: IncomingMessage, res: ServerResponse, path: string, identity: { userId?: string }) => {
      taken.push(`forward ${req.method} ${path} for ${identity.userId ?? 'nobody'}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ forwarded: true }));
    },
  } as unknown as ServiceClient;

  const parts: PipelineParts = {
    observe: (_req, res, routeOf, next) => {
      taken.push('observe');
      res.once('close', () => labels.push(routeOf()));
      next();
    },
    writeSecurityHeaders: (path, res) => {
      taken.push(`security headers ${path}`);
      res.setHeader('x-content-type-options', 'nosniff');
    },
    startRequestLog: () => {
      taken.push('request log');
      return 'request-1';
    },
    refuseCrossSite: (method, path) => void taken.push(`origin ${method} ${path}`),
    readSessionUser: async (cookie) => {
      taken.push(`session ${cookie ?? 'none'}`);
      return signedIn ? { userId: signedIn, sessionId: 's1', refreshDue: false } : null;
    },
    assertAccess: (path, userId) => {
      taken.push(`access ${path}`);
      if (!userId) throw unauthorized();
    },
    assertWithinRate: async (method, path, _userId, res) => {
      taken.push(`rate ${method} ${path}`);
      if (overLimit) {
        res.setHeader('Retry-After', '60');
        throw tooManyRequests('Too many new activities. Please try again in 1 minute.', 'Too Many Requests');
      }
    },
  };
  const options: ForwardedCallOptions = {
    pipeline: requestPipeline(parts),
    clientAddress: () => '203.0.113.7',
    logger: createLogger('forwarded-calls-test', 'silent'),
  };

  /** The fast path in front of a stand-in for express that answers 404. */
  function server() {
    const answerForwarded = forwardedCalls(routes, { activity } as unknown as ServiceClients, options);
    return createServer((req, res) => {
      if (answerForwarded(req, res)) return;
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end('{"fell":"through"}');
    });
  }

  beforeEach(() => {
    taken = [];
    labels = [];
    signedIn = 'ada';
    overLimit = false;
  });

  it('takes every step of the request pipeline in its order, query kept, labelled with its pattern', async () => {
    const res = await request(server()).get('/activity/photos/hike/0.webp?size=2').set('cookie', 'outings.sid=x');
    expect(res.body).toEqual({ forwarded: true });
    expect(taken).toEqual([
      'observe',
      'security headers /activity/photos/hike/0.webp',
      'request log',
      'origin GET /activity/photos/hike/0.webp',
      'session outings.sid=x',
      'access /activity/photos/hike/0.webp',
      'rate GET /activity/photos/hike/0.webp',
      'forward GET /activity/photos/hike/0.webp?size=2 for ada',
    ]);
    expect(labels).toEqual(['/activity/photos/:activityId/:file']);
  });

  it('answers HEAD of a forwarded GET the same way, and only the declared method', async () => {
    await request(server()).head('/activity/photos/hike/0.webp');
    expect(taken).toContain('forward HEAD /activity/photos/hike/0.webp for ada');
    taken = [];
    expect((await request(server()).get('/activity/create')).body).toEqual({ fell: 'through' });
    expect(taken).toEqual([]);
  });

  it('leaves every other call to express without touching it', async () => {
    for (const path of ['/activity/photos/hike', '/activity/get-all', '/outing']) {
      const res = await request(server()).get(path);
      expect(res.body).toEqual({ fell: 'through' });
      expect(res.headers['x-content-type-options']).toBeUndefined();
    }
    expect(taken).toEqual([]);
  });

  it("answers a step's refusal with the error handler's shape, security headers on, the service not called", async () => {
    signedIn = undefined;
    const res = await request(server()).post('/activity/create').send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ header: 'Not Logged In', message: 'Please log in first.' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(taken.some((step) => step.startsWith('forward'))).toBe(false);
    expect(labels).toEqual(['/activity/create']);
  });

  it("answers the user's rate limit with 429 and Retry-After, the service not called", async () => {
    overLimit = true;
    const res = await request(server()).post('/activity/create').send({});
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body).toEqual({ header: 'Too Many Requests', message: 'Too many new activities. Please try again in 1 minute.' });
    expect(taken.some((step) => step.startsWith('forward'))).toBe(false);
  });

  it("refuses an address no input may hold with a 400, before the session is read", async () => {
    const res = await request(server()).get('/activity/photos/hike/%00.webp');
    expect(res.status).toBe(400);
    expect(res.body.header).toBe('Invalid Request');
    expect(taken.some((step) => step.startsWith('session'))).toBe(false);
  });

  it("removes a browser's x-outings-* headers before anything reads them", async () => {
    const seen: (string | string[] | undefined)[] = [];
    const answerForwarded = forwardedCalls(routes, { activity } as unknown as ServiceClients, {
      ...options,
      pipeline: requestPipeline({
        ...parts,
        readSessionUser: async () => null,
        assertAccess: () => undefined,
        assertWithinRate: async () => undefined,
        refuseCrossSite: (_method, _path, req) => void seen.push(req.get('x-outings-user-id')),
      }),
    });
    const res = await request(createServer((req, res) => answerForwarded(req, res)))
      .post('/activity/create')
      .set('x-outings-user-id', 'someone-else')
      .send({});
    expect(res.status).toBe(200);
    expect(seen).toEqual([undefined]);
    expect(taken).toContain('forward POST /activity/create for nobody');
  });
});

describe('FORWARDED_ROUTES', () => {
  it('never takes a call the gateway composes', () => {
    const paths = FORWARDED_ROUTES.map((route) => `${route.method} ${route.path}`);
    for (const composed of ['POST /auth/login', 'GET /auth/logout', 'GET /auth/check', 'POST /auth/reset-password', 'GET /user/stripped-user/:id']) {
      expect(paths).not.toContain(composed);
    }
  });
});
