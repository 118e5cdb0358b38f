import request from 'supertest';
import { pino } from 'pino';
import { z } from 'zod';
import { createServiceApp } from './app';
import { notAcceptable } from './errors';
import { parseInput } from './validate';
import { currentRequestId } from './request-context';
import { requireSelf } from './identity';
import { IDENTITY_HEADER } from './headers';

const logger = pino({ level: 'silent' });

function buildApp(readiness = {}) {
  return createServiceApp({
    logger,
    readiness,
    bodyLimit: '1kb',
    routes: (app) => {
      app.post('/echo', (req, res) => {
        res.json(parseInput(z.object({ name: z.string().max(5, 'Name is too long') }), req.body));
      });
      app.get('/refuse', () => {
        throw notAcceptable('No Way', 'Not like this.');
      });
      app.get('/boom', () => {
        throw new Error('database password is hunter2');
      });
      app.get('/request-id', (_req, res) => {
        res.json({ requestId: currentRequestId() });
      });
      app.post('/request-id', (_req, res) => {
        res.json({ requestId: currentRequestId() });
      });
      app.get('/list/:count', (req, res) => {
        res.json({ items: Array.from({ length: Number(req.params.count) }, (_, index) => `item ${index}`) });
      });
      app.get('/users/:id', (req, res) => {
        res.json({ userId: requireSelf(req, String(req.params.id)) });
      });
    },
  });
}

describe('createServiceApp', () => {
  it('compresses answers of a kilobyte or more for a caller that accepts it, and only those', async () => {
    const app = buildApp();
    const large = await request(app).get('/list/200').set('accept-encoding', 'br, gzip');
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(large.body.items).toHaveLength(200);
    const gzip = await request(app).get('/list/200').set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await request(app).get('/list/200').set('accept-encoding', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await request(app).get('/list/3').set('accept-encoding', 'br, gzip')).headers['content-encoding']).toBeUndefined();
  });

  it('answers validation failures with 400 naming the field', async () => {
    const res = await request(buildApp()).post('/echo').send({ name: 'much too long' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ header: 'Invalid Request', message: 'name: Name is too long' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(buildApp()).post('/echo').set('content-type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('answers an oversized body with 413', async () => {
    const res = await request(buildApp()).post('/echo').send({ name: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
  });

  it('answers a business refusal with 406 {header, message}', async () => {
    const res = await request(buildApp()).get('/refuse');
    expect(res.status).toBe(406);
    expect(res.body).toEqual({ header: 'No Way', message: 'Not like this.' });
  });

  it('hides internals behind the spec 500 body', async () => {
    const res = await request(buildApp()).get('/boom');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(res.body.header).toBe('Internal Server Error');
  });

  it('answers unknown routes with 404 without echoing the address, and never lets a browser sniff', async () => {
    const res = await request(buildApp()).get('/<script>alert(1)</script>');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('script');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('carries the caller request id through the handler and back', async () => {
    const res = await request(buildApp()).get('/request-id').set('x-request-id', 'abc-123');
    expect(res.body.requestId).toBe('abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('keeps the request id once a JSON body has been read', async () => {
    const res = await request(buildApp()).post('/request-id').set('x-request-id', 'with-body').send({ any: 'thing' });
    expect(res.body.requestId).toBe('with-body');
  });

  it('refuses acting for another user and calls without identity', async () => {
    expect((await request(buildApp()).get('/users/u1')).status).toBe(401);
    expect((await request(buildApp()).get('/users/u1').set(IDENTITY_HEADER, 'u2')).status).toBe(403);
    expect((await request(buildApp()).get('/users/u1').set(IDENTITY_HEADER, 'u1')).body).toEqual({ userId: 'u1' });
  });

  it('reports readiness of each dependency', async () => {
    const ok = await request(buildApp({ db: () => undefined })).get('/readyz');
    expect(ok.status).toBe(200);
    const down = await request(buildApp({ db: () => Promise.reject(new Error('down')) })).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual({ db: 'unavailable' });
    expect((await request(buildApp()).get('/healthz')).status).toBe(200);
  });
});

describe('request logs', () => {
  it('never write the query string, where mailed secrets travel', async () => {
    const lines: string[] = [];
    const capture = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = createServiceApp({
      logger: capture,
      routes: (routes) => routes.get('/verify', (_req, res) => void res.json({ ok: true })),
    });
    await request(app).get('/verify?userId=u1&token=secret-token-value');
    expect(lines.join('')).toContain('/verify');
    expect(lines.join('')).not.toContain('secret-token-value');
  });
});
