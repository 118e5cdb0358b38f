// The per-user rate limits through the whole gateway (memory counters, fake services): a
// composed call, a forwarded one and the profile edit carrying a picture, each refused
// with 429 past its limit before any service hears of it.
import request from 'supertest';
import { publicCall } from '@outings/contracts';
import { listRoutes } from '@outings/service-kit/testing';
import { FORWARDED_ROUTES } from '../proxy/forwarded-routes';
import { startFakeServices, type FakeServices } from '../../test/support/fake-services';
import { sessionCookieFor, startListeningGateway, type ListeningGateway } from '../../test/support/listening-gateway';
import { PUBLIC_URL } from '../../test/support/test-gateway';
import { chatViewOf } from '../../test/support/fake-chat';
import { RATE_LIMITS } from './rate-limit-table';

const TWO = { points: 2, windowSeconds: 3600, burst: { points: 2, windowSeconds: 60 } };
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';

const profileEdit = (photoString?: string) => ({
  profileData: {
    first_name: 'Ada',
    location: 'London, GB',
    tagline: 'Still counting',
    status: { status: 'Busy' },
    profile_picture: { zoom: 1, crop: { x: 0, y: 0 } },
  },
  ...(photoString ? { photoString } : {}),
});

describe('per-user rate limits through the gateway', () => {
  let services: FakeServices;
  let listening: ListeningGateway;
  let cookie: string;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada', 'grace']), {
      activity: (app) => app.post('/activity/create', (_req, res) => void res.status(201).json({ activity: {} })),
      chat: (app) =>
        app.post('/users/:userId/chats', (req, res) => {
          const { withUsers } = req.body as { withUsers: string[] };
          if (withUsers.includes('stranger')) return void res.status(403).json({ header: 'Not Friends', message: 'You can only chat with friends' });
          res.status(201).json({ chat: chatViewOf('c1', [req.params.userId, ...withUsers]) });
        }),
    });
    listening = await startListeningGateway(services.urls, { rateLimits: { chats: TWO, activities: TWO, uploads: TWO } });
    cookie = await sessionCookieFor(listening.url);
  });

  afterAll(async () => {
    await listening?.close();
    await services?.close();
  });

  const post = (path: string, body: unknown, as = cookie) => request(listening.url).post(path).set('Origin', PUBLIC_URL).set('cookie', as).send(body as object);

  it('names only calls the gateway answers', () => {
    const answered = new Set([...listRoutes(listening.gateway.app), ...FORWARDED_ROUTES].map(({ method, path }) => `${method} ${path}`));
    for (const row of Object.values(RATE_LIMITS)) {
      for (const name of row.calls) {
        const { method, path } = publicCall(name);
        expect([name, answered.has(`${method.toUpperCase()} ${path}`)]).toEqual([name, true]);
      }
    }
  });

  it('refuses a composed call past its limit with 429, Retry-After and the refusal body, the service not asked', async () => {
    // Refused calls create nothing and do not count.
    expect((await post('/user/ada/chat/create', { withUsers: [] })).status).toBe(400);
    expect((await post('/user/ada/chat/create', { withUsers: ['stranger'] })).status).toBe(403);
    expect((await post('/user/ada/chat/create', { withUsers: ['grace'] })).status).toBe(201);
    expect((await post('/user/ada/chat/create', { withUsers: ['grace'] })).status).toBe(201);
    const asked = services.chat.requests.length;
    const refused = await post('/user/ada/chat/create', { withUsers: ['grace'] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ header: 'Too Many Requests', message: expect.stringMatching(/^Too many new chats\. Please try again in (59|60) minutes\.$/) });
    expect(services.chat.requests.length).toBe(asked);
    // Another user has a limit of their own.
    const graceCookie = await sessionCookieFor(listening.url, 'grace@example.com');
    expect((await post('/user/grace/chat/create', { withUsers: ['ada'] }, graceCookie)).status).toBe(201);
  });

  it('refuses a forwarded call past its limit the same way', async () => {
    expect((await post('/activity/create', {})).status).toBe(201);
    expect((await post('/activity/create', {})).status).toBe(201);
    const refused = await post('/activity/create', {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.header).toBe('Too Many Requests');
    expect(services.activity.requests).toHaveLength(2);
  });

  it('counts a profile edit as an upload only when it carries a picture', async () => {
    for (let edit = 0; edit < 3; edit += 1) expect((await post('/user/ada/profile-data', profileEdit())).status).toBe(200);
    expect((await post('/user/ada/profile-data', profileEdit(PHOTO))).status).toBe(200);
    expect((await post('/user/ada/profile-data', profileEdit(PHOTO))).status).toBe(200);
    const refused = await post('/user/ada/profile-data', profileEdit(PHOTO));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post('/user/ada/profile-data', profileEdit())).status).toBe(200);
  });
});
