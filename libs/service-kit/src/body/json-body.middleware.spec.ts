import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { errorHandler } from '../error-handler';
import { jsonBody, TOO_DEEP_MESSAGE } from './json-body.middleware';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from './unsafe-text';

function echoApp(limit = '1kb') {
  const app = express();
  app.post('/echo', jsonBody({ limit }), (req, res) => {
    res.json({ body: req.body === undefined ? 'none' : req.body });
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

const postJson = (text: string, limit?: string) =>
  request(echoApp(limit)).post('/echo').set('content-type', 'application/json').send(text);

/** Sends `body` byte for byte (supertest would serialise a Buffer as JSON). */
async function postBytes(body: Buffer): Promise<{ status: number; body: { message?: string } }> {
  const server = http.createServer(echoApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('jsonBody', () => {
  it('parses a JSON object', async () => {
    const res = await request(echoApp()).post('/echo').send({ name: 'Zoë', tags: ['a'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ body: { name: 'Zoë', tags: ['a'] } });
  });

  it('refuses NUL characters and lone surrogates anywhere, naming the field', async () => {
    const nul = await postJson('{"user":{"first_name":"a\\u0000b"}}');
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ header: 'Invalid Request', message: `user.first_name: ${NUL_MESSAGE}` });
    const surrogate = await postJson('{"username":"A\\uD800B"}');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toBe(`username: ${SURROGATE_MESSAGE}`);
  });

  it('refuses bytes that are not UTF-8, a CESU-encoded surrogate included', async () => {
    const res = await postBytes(Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid UTF-8.');
  });

  it('refuses 10,000 levels of nesting with 400 instead of parsing them', async () => {
    const res = await postJson('['.repeat(10_000) + ']'.repeat(10_000), '100kb');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses a body declared larger than the limit, and one that turns out larger', async () => {
    expect((await postJson(JSON.stringify({ a: 'x'.repeat(2000) }))).status).toBe(413);
    const chunked = await new Promise<number>((resolve, reject) => {
      const server = http.createServer(echoApp()).listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const req = http.request({ port, method: 'POST', path: '/echo', headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          server.close();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        // Written before `end`: sent chunked, with no length to refuse it by.
        req.write(JSON.stringify({ a: 'x'.repeat(4000) }));
        req.end();
      });
    });
    expect(chunked).toBe(413);
  });

  it('answers a too-deep body before the client has finished sending it', async () => {
    const server = http.createServer(echoApp('8mb'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({
          port,
          method: 'POST',
          path: '/echo',
          headers: { 'content-type': 'application/json', 'content-length': String(8 * 1024 * 1024) },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
        // One megabyte of the eight declared, then nothing: only an early answer ends this.
        req.write('['.repeat(1024 * 1024));
      });
      expect(status).toBe(400);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('leaves other content types and empty bodies alone', async () => {
    expect((await request(echoApp()).post('/echo').type('text').send('hello')).body).toEqual({ body: 'none' });
    expect((await request(echoApp()).post('/echo')).body).toEqual({ body: 'none' });
  });

  it('refuses compressed bodies and JSON that is not an object or an array', async () => {
    const gzip = await request(echoApp()).post('/echo').set('content-type', 'application/json').set('content-encoding', 'gzip').send('{}');
    expect(gzip.status).toBe(415);
    expect((await postJson('"just a string"')).status).toBe(400);
    expect((await postJson('{"a":')).body.message).toBe('The request body is not valid JSON.');
  });
});
