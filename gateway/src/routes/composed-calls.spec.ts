import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { ANYONE, type PublicCall } from '@outings/contracts';
import { listRoutes } from '@outings/service-kit/testing';
import { composedCallRouter, composedCalls } from './composed-calls';

const entry = (name: string, method: 'get' | 'post', path: string, handling: PublicCall['handling'] = 'composed'): PublicCall => ({
  name,
  method,
  path,
  owner: 'outing',
  access: ANYONE,
  handling,
  summary: name,
  answers: {},
});

const TABLE = [
  entry('item', 'get', '/things/:thingId'),
  entry('special', 'get', '/things/special'),
  entry('create', 'post', '/things/create'),
  entry('passedOn', 'get', '/elsewhere', 'forwarded'),
];

const answering = (text: string): RequestHandler => (_req, res) => void res.send(text);

/** The names are the real table's type; the test table reuses them as plain strings. */
function registered(handlers: Record<string, ['get' | 'post', RequestHandler]>) {
  const set = composedCalls();
  for (const [name, [method, handler]] of Object.entries(handlers)) set[method](name as never, handler);
  return set;
}

describe('the composed calls, registered from the public call table', () => {
  it("routes each handler under its entry's method and path, the more specific path first", async () => {
    const set = registered({ item: ['get', answering('item')], special: ['get', answering('special')], create: ['post', answering('created')] });
    const app = express().use(composedCallRouter([set], TABLE));
    expect(listRoutes(app).map(({ method, path }) => `${method} ${path}`).sort()).toEqual(['GET /things/:thingId', 'GET /things/special', 'POST /things/create']);
    expect((await request(app).get('/things/special')).text).toBe('special');
    expect((await request(app).get('/things/t1')).text).toBe('item');
    expect((await request(app).post('/things/create')).text).toBe('created');
    expect((await request(app).get('/elsewhere')).status).toBe(404);
  });

  it('refuses to start with a composed entry that has no handler', () => {
    const set = registered({ item: ['get', answering('item')], create: ['post', answering('created')] });
    expect(() => composedCallRouter([set], TABLE)).toThrow(/special \(GET \/things\/special\) has no handler/);
  });

  it('refuses a handler the table has no composed entry for, a forwarded one included', () => {
    const set = registered({ item: ['get', answering('item')], special: ['get', answering('special')], create: ['post', answering('c')], passedOn: ['get', answering('p')] });
    expect(() => composedCallRouter([set], TABLE)).toThrow(/passedOn is no composed call of the table/);
  });

  it('refuses a handler under the other method, or given twice', () => {
    const wrongMethod = registered({ item: ['get', answering('item')], special: ['get', answering('special')], create: ['get', answering('c')] });
    expect(() => composedCallRouter([wrongMethod], TABLE)).toThrow(/create is registered as GET, the table says POST/);
    const once = registered({ item: ['get', answering('item')] });
    expect(() => once.get('item' as never, answering('again'))).toThrow(/item has two handlers/);
    const again = registered({ item: ['get', answering('again')], special: ['get', answering('special')], create: ['post', answering('c')] });
    expect(() => composedCallRouter([once, again], TABLE)).toThrow(/item has two handlers/);
  });
});
