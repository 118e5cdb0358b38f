import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createLogger } from '@outings/service-kit';
import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';
import { signatureVerdict, startFakeService, unusedUrl, type FakeService } from '../../test/support/fake-service';
import { startFakeServices, PASSWORD, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import type { Gateway } from '../gateway';
import { ServiceClient } from './service-client';

describe('forwarding to a service', () => {
  const picture = randomBytes(1_500_000);
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']), {
      auth: (app) => {
        app.post('/auth/send-reset-link', (_req, res) => {
          res.status(200).json({ ok: true });
        });
        app.get('/auth/verify-email', (_req, res) => {
          res.redirect(302, '/email-verified');
        });
      },
      media: (app) => {
        app.get('/media/pictures/:name', (_req, res) => {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.setHeader('Set-Cookie', 'tracking=1');
          res.type('image/webp').send(picture);
        });
        app.get('/user/:id/profile-picture', (_req, res) => {
          res.type('text/plain').send(`data:image/webp;base64,${'A'.repeat(20_000)}`);
        });
      },
    });
    gateway = testGateway(services.urls);
    agent = request.agent(gateway.handle);
    await agent.post('/auth/login').set('Origin', PUBLIC_URL).send({ username: 'ada@example.com', password: PASSWORD });
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });

  it('sends the body byte for byte with the verified identity in place of the client one', async () => {
    const body = '{"username":"ADA@example.com" ,  "extra": [1, 2]}';
    const res = await agent
      .post('/auth/send-reset-link?from=mail')
      .set('Origin', PUBLIC_URL)
      .set('Content-Type', 'application/json')
      .set('X-Outings-User-Id', 'mallory')
      .set('X-Outings-Client-Ip', '6.6.6.6')
      .set('X-Request-Id', 'trace-42')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-42');
    const sent = services.auth.requests.at(-1);
    expect(sent?.url).toBe('/auth/send-reset-link?from=mail');
    expect(sent?.body.toString()).toBe(body);
    expect(sent?.headers['x-outings-user-id']).toBe('ada');
    expect(sent?.headers['x-outings-client-ip']).not.toBe('6.6.6.6');
    expect(sent?.headers['x-request-id']).toBe('trace-42');
    expect(sent?.headers.cookie).toBeUndefined();
  });

  it('lets no client-sent identity through when nobody is signed in', async () => {
    await request(gateway.handle)
      .post('/auth/send-reset-link')
      .set('Origin', PUBLIC_URL)
      .set('X-Outings-User-Id', 'mallory')
      .set('X-Outings-Anything', 'forged')
      .send({ username: 'a@b.c' });
    const sent = services.auth.requests.at(-1);
    expect(sent?.headers['x-outings-user-id']).toBeUndefined();
    expect(sent?.headers['x-outings-anything']).toBeUndefined();
    expect(sent?.headers['x-outings-client-ip']).toBeTruthy();
  });

  it('streams a large answer back with its status and headers, without the service cookie', async () => {
    const res = await agent.get('/media/pictures/p1.webp').buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((cookie) => cookie.startsWith('tracking'))).toBe(false);
    expect(Buffer.compare(res.body as Buffer, picture)).toBe(0);
  });

  it('signs each forwarded call over its method, path, query and the verified identity', async () => {
    await agent.get('/user/grace/profile-picture?size=160').expect(200);
    const sent = services.media.requests.at(-1)!;
    expect(sent.headers['x-outings-user-id']).toBe('ada');
    expect(signatureVerdict(sent)).toBe('valid');
    expect(signatureVerdict({ ...sent, url: '/user/grace/profile-picture?size=480' })).toBe('mismatch');
    expect(signatureVerdict({ ...sent, headers: { ...sent.headers, 'x-outings-user-id': 'grace' } })).toBe('mismatch');
  });

  it('passes redirects through instead of following them', async () => {
    const res = await request(gateway.handle).get('/auth/verify-email?userId=ada&token=t').set('Accept', 'text/html');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/email-verified');
  });

  it('serves profile pictures to any signed-in user', async () => {
    expect((await request(gateway.handle).get('/user/grace/profile-picture')).status).toBe(401);
    const res = await agent.get('/user/grace/profile-picture').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.text).toBe(`data:image/webp;base64,${'A'.repeat(20_000)}`);
    // API answers pass through as the service sent them.
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('a service that is down or misbehaves', () => {
  let broken: FakeService;
  let services: FakeServices;
  let downGateway: Gateway;
  let brokenGateway: Gateway;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']));
    broken = await startFakeService((app) => {
      app.post('/sessions', (_req, res) => {
        res.json({ unexpected: 'shape' });
      });
      app.post('/auth/send-reset-link', (req) => {
        // Hang up mid-request, as a crashing process would.
        req.socket.destroy();
      });
    });
    downGateway = testGateway({ ...services.urls, auth: await unusedUrl() });
    brokenGateway = testGateway({ ...services.urls, auth: broken.url });
  });
  afterAll(async () => {
    await Promise.all([downGateway.close(), brokenGateway.close()]);
    await Promise.all([services.close(), broken.close()]);
  });

  it('answers 503 in the spec error shape when nothing listens', async () => {
    const res = await request(downGateway.handle).post('/auth/send-reset-link').set('Origin', PUBLIC_URL).send({ username: 'a@b.c' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ header: 'Service Unavailable', message: 'Oops, something went wrong on our end! Refresh the page and try again.' });
  });

  it('answers 502 when the service hangs up', async () => {
    const res = await request(brokenGateway.handle).post('/auth/send-reset-link').set('Origin', PUBLIC_URL).send({ username: 'a@b.c' });
    expect(res.status).toBe(502);
    expect(res.body.header).toBe('Bad Gateway');
  });

  it('answers 502 when a composed call gets an answer outside its contract', async () => {
    const res = await request(brokenGateway.handle).post('/auth/login').set('Origin', PUBLIC_URL).send({ username: 'a@b.c', password: 'x1' });
    expect(res.status).toBe(502);
  });
});

describe('the log of a failed service call', () => {
  it('names the path without its query, where mailed secrets travel', async () => {
    const lines: string[] = [];
    const logger = createLogger('gateway', 'info', { write: (line: string) => lines.push(line) });
    const client = new ServiceClient('auth', await unusedUrl(), logger, TEST_INTERNAL_AUTH_SECRET);
    try {
      await expect(client.call('GET', '/auth/verify-email?userId=u1&token=Zk3vQ9xL2mN8', { clientIp: '127.0.0.1' })).rejects.toMatchObject({ status: 503 });
    } finally {
      await client.close();
    }
    expect(lines.join('')).toContain('"path":"/auth/verify-email"');
    expect(lines.join('')).not.toContain('Zk3vQ9xL2mN8');
  });
});

describe('a browser that leaves before the answer', () => {
  it.each([
    ['after its first bytes', true],
    ['before the service answered at all', false],
  ])('is no failure, %s: nothing is logged as an error, and the service call ends quietly', async (_when, headersFirst) => {
    const lines: string[] = [];
    const logger = createLogger('gateway', 'info', { write: (line: string) => lines.push(line) });
    // The service answers its headers (or nothing yet), then the rest a moment later.
    const slow = await startFakeService((app) => {
      app.get('/activities', (_req, res) => {
        res.type('application/json');
        if (headersFirst) res.write('[');
        setTimeout(() => res.end(headersFirst ? ']' : '[]'), 300);
      });
    });
    const client = new ServiceClient('activity', slow.url, logger, TEST_INTERNAL_AUTH_SECRET);
    let forwarded: Promise<void> = Promise.resolve();
    const front = http.createServer((req, res) => {
      forwarded = client.forward(req, res, '/activities', { clientIp: '127.0.0.1' });
    });
    await new Promise<void>((listening) => front.listen(0, '127.0.0.1', listening));
    try {
      await new Promise<void>((left) => {
        const browser = http.get({ port: (front.address() as AddressInfo).port, host: '127.0.0.1', path: '/activities' }, (answer) => {
          answer.once('data', () => {
            browser.destroy();
            left();
          });
        });
        browser.on('error', () => undefined);
        if (!headersFirst) {
          setTimeout(() => {
            browser.destroy();
            left();
          }, 50);
        }
      });
      await expect(forwarded).resolves.toBeUndefined();
      expect(lines.filter((line) => /"level":(50|40)/.test(line))).toEqual([]);
    } finally {
      await client.close();
      await new Promise((closed) => front.close(closed));
      await slow.close();
    }
  });
});
