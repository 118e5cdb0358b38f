import express from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { errorHandler } from '../error-handler';
import { refuseUnsafeUrl } from './unsafe-url.middleware';
import { NUL_MESSAGE } from './unsafe-text';

const app = express();
app.use(refuseUnsafeUrl);
app.get('/users/:id', (req, res) => {
  res.json({ id: req.params.id, query: req.query });
});
app.use(errorHandler(pino({ level: 'silent' })));

describe('refuseUnsafeUrl', () => {
  it('lets ordinary addresses through, encoded characters included', async () => {
    const res = await request(app).get('/users/Zo%C3%AB?q=a+b&r=%F0%9F%98%80');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'Zoë', query: { q: 'a b', r: '😀' } });
  });

  it('refuses a NUL character in a path id or in the query', async () => {
    const path = await request(app).get('/users/%00');
    expect(path.status).toBe(400);
    expect(path.body.message).toBe(`The address: ${NUL_MESSAGE}`);
    expect((await request(app).get('/users/u1?token=a%00b')).status).toBe(400);
  });

  it('refuses malformed escapes and the UTF-8 form of a lone surrogate', async () => {
    expect((await request(app).get('/users/%ED%A0%80')).status).toBe(400);
    expect((await request(app).get('/users/%E0%A4%A')).status).toBe(400);
    expect((await request(app).get('/users/u1?q=%ED%A0%80')).body.message).toBe('The address is not valid.');
  });
});
