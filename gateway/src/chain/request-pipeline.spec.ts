import { createServer } from 'node:http';
import express, { Router } from 'express';
import request from 'supertest';
import { createLogger, errorHandler, pathOf, unauthorized } from '@outings/service-kit';
import { runSteps, requestPipeline, stepsOf, type PipelineCall, type PipelineParts, type RequestStep } from './request-pipeline';
import { pipelineMiddleware } from './request-pipeline.express';

describe('the request pipeline', () => {
  let taken: string[];
  let labels: string[];
  let signedIn: string | undefined;

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

  /** The express side: the pipeline with a probe and a page at its mount points, then a call. */
  function app() {
    return express()
      .use(
        pipelineMiddleware(requestPipeline(parts), {
          health: [Router().get('/healthz', (_req, res) => void res.send('ok'))],
          pages: [Router().get('/page', (_req, res) => void res.send('page'))],
        }),
      )
      .post('/call', (req, res) => void res.json({ userId: req.userId, sessionId: req.userSessionId, refreshDue: req.sessionRefreshDue }))
      .use(errorHandler(createLogger('request-pipeline-test', 'silent')));
  }

  /** The forwarded calls' side: the same pipeline on the plain Node request, then an answer of its own. */
  function plainServer() {
    const steps = stepsOf(requestPipeline(parts));
    return createServer((req, res) => {
      const url = req.url ?? '/';
      const call: PipelineCall = { method: req.method ?? 'GET', url, path: pathOf(url), headers: req.headers, req, res, routeOf: () => '/call' };
      const fail = () => {
        res.statusCode = 401;
        res.end();
      };
      runSteps(steps, call, () => res.end(JSON.stringify({ userId: call.user?.userId })), fail);
    });
  }

  beforeEach(() => {
    taken = [];
    labels = [];
    signedIn = 'ada';
  });

  it('runs in order on express, handing the session user to the route, the identity headers gone first', async () => {
    const res = await request(app()).post('/call').set('cookie', 'outings.sid=x').set('x-outings-user-id', 'someone-else');
    expect(res.body).toEqual({ userId: 'ada', sessionId: 's1', refreshDue: true });
    expect(taken).toEqual([
      'observe',
      'security headers /call',
      'request log',
      'origin POST /call no identity header',
      'session outings.sid=x',
      'access /call ada',
      'rate POST /call ada',
    ]);
    expect(labels).toEqual(['/call']);
  });

  it('takes the very same steps in the same order on the plain Node request, without the mount points', async () => {
    await request(app()).post('/call').set('cookie', 'outings.sid=x').set('x-outings-user-id', 'someone-else');
    const onExpress = taken;
    taken = [];
    const res = await request(plainServer()).post('/call').set('cookie', 'outings.sid=x').set('x-outings-user-id', 'someone-else');
    expect(JSON.parse(res.text)).toEqual({ userId: 'ada' });
    expect(taken).toEqual(onExpress);
  });

  it('stops at the first refusal, answered by the error handler, its headers written', async () => {
    signedIn = undefined;
    const res = await request(app()).post('/call');
    expect(res.status).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(taken).toEqual(['observe', 'security headers /call', 'request log', 'origin POST /call no identity header', 'session none', 'access /call nobody']);
  });

  it('answers a probe before the request log, and a page before the call steps', async () => {
    expect((await request(app()).get('/healthz')).text).toBe('ok');
    expect(taken).toEqual(['observe', 'security headers /healthz']);
    taken = [];
    expect((await request(app()).get('/page')).text).toBe('page');
    expect(taken).toEqual(['observe', 'security headers /page', 'request log']);
  });

  it('refuses an unsafe address before any page', async () => {
    expect((await request(app()).get('/page%00')).status).toBe(400);
    expect(taken).not.toContain('session none');
  });

  it('stays synchronous while the steps are', () => {
    const call = { method: 'GET', url: '/x', path: '/x', headers: {} } as PipelineCall;
    const order: string[] = [];
    const step = (name: string): RequestStep => ({ kind: 'before', run: () => void order.push(name) });
    const around: RequestStep = { kind: 'around', run: (_call, rest) => (order.push('around'), rest()) };
    runSteps([step('a'), around, step('b')], call, () => order.push('done'), () => order.push('failed'));
    expect(order).toEqual(['a', 'around', 'b', 'done']);
  });

  it('wants handlers at each mount point of the pipeline, and none elsewhere', () => {
    const pipeline = requestPipeline(parts);
    expect(() => pipelineMiddleware(pipeline, { health: [] })).toThrow("Nothing is mounted at the request pipeline's pages point");
    expect(() => pipelineMiddleware(stepsOf(pipeline), { pages: [] })).toThrow('The request pipeline has no mount point pages');
  });
});
