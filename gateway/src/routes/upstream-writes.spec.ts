// The gateway authenticates, routes and composes reads: a request makes at most one
// upstream write (a call other than GET or HEAD that the service accepted), at the owner
// of what changes; the other services follow from the owner's events. Every composed
// route is driven here through the gateway against recording stand-ins of the services,
// in each of its cases, and its accepted writes are counted. A route the gateway serves
// without a case here fails the first test; a second write added anywhere fails the others.
//
// Not counted as a service's write, each for its reason:
// - staging a picture at media (`POST /staged-pictures`) and discarding it when the change
//   that would claim it is refused (`DELETE /staged-pictures/…`): bytes put in the picture
//   store, no service's state. The staged key means nothing until the owner's change
//   carries it; media claims it from the owner's event (`account.registered`,
//   `profile.updated`, `outing.photo-added`), and an unclaimed one goes with the day-long
//   clean-up.
// - counting a sign-up attempt at auth (`POST /sign-up-attempts`): a throttle's count,
//   like the gateway's own rate limits, taken before the upload so a throttled sign-up
//   stores nothing.
// - a write the service refused: it changed nothing (denying an invite whose outing is
//   gone is refused, and the alert is then settled at the notification service).
//
// Forwarded calls (proxy/forwarded-routes.ts) pass one request to one service by
// construction; the chat socket's `message-sent` is one call to the chat service.
import express from 'express';
import type request from 'supertest';
import type { NotificationView, ServiceName } from '@outings/contracts';
import { SERVICE_NAMES } from '@outings/contracts';
import { listen, type RunningServer } from '@outings/service-kit';
import { listRoutes } from '@outings/service-kit/testing';
import { chatViewOf } from '../../test/support/fake-chat';
import { outingViewOf } from '../../test/support/fake-outing';
import { PASSWORD, profileOf, publicViewOf } from '../../test/support/fake-services';
import { PUBLIC_URL, silentLogger, testGateway } from '../../test/support/test-gateway';
import { signedInAgent } from '../../test/support/signed-in';
import type { ServiceUrls } from '../config';
import type { Gateway } from '../gateway';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';
const OUTING_ID = '5f0c1a5e-0000-4000-8000-000000000001';
const GONE_OUTING_ID = '5f0c1a5e-0000-4000-8000-0000000000ff';

const alert = (id: string, more: Partial<NotificationView>): NotificationView => ({
  _id: id, type: 'friend-removed', created: '2026-03-01T10:00:00.000Z', status: 'none', userID: 'ada', ...more,
});
const ALERTS: Record<string, NotificationView> = {
  'a-request': alert('a-request', { type: 'friend-request', status: 'pending', from: 'grace' }),
  'a-invite': alert('a-invite', { type: 'outing-invite', status: 'pending', from: 'kim', outing: OUTING_ID }),
  'a-stale-invite': alert('a-stale-invite', { type: 'outing-invite', status: 'pending', from: 'kim', outing: GONE_OUTING_ID }),
  'a-removed': alert('a-removed', {}),
};

type Answer = { status: number; body?: unknown };

/** What each service answers: enough of its contract for every composed route to run to its end. */
function answerOf(service: ServiceName, method: string, path: string): Answer {
  const outing = { outing: outingViewOf(OUTING_ID, ['ada', 'kim']) };
  const ok = (body: unknown): Answer => ({ status: 200, body });
  const is = (pattern: RegExp) => pattern.test(path);
  switch (service) {
    case 'auth':
      if (path === '/sessions') return ok({ userId: 'ada' });
      if (path === '/sign-up-attempts') return { status: 204 };
      if (path === '/accounts') return { status: 201, body: { userId: 'grace' } };
      if (path === '/auth/reset-password') return ok({ ok: true, userId: 'someone-else' });
      break;
    case 'profile':
      if (is(/^\/users\?ids=/)) return ok({ users: decodeURIComponent(path.split('=')[1] ?? '').split(',').map(publicViewOf) });
      if (is(/^\/users\/[^/]+$/)) return ok(profileOf('ada'));
      if (is(/\/(profile-data|status)$/)) return ok({ user: profileOf('ada') });
      if (is(/^\/user\/stripped-user\//)) return ok(publicViewOf('grace'));
      break;
    case 'social-graph':
      if (is(/\/friends$/)) return ok({ friends: ['kim'], friend_requests: [] });
      if (is(/\/relationships\//)) return ok({ friend: false, requested: false });
      if (is(/\/matches$/)) return ok({ day: '2026-03-01', matches: ['grace'], requested: [] });
      if (is(/\/invite-link$/)) return ok({ link: { token: 'k'.repeat(43), expiresAt: '2026-03-15T10:00:00.000Z', signUps: 0 } });
      if (is(/\/invite-link\/revoke$/)) return ok({ link: null });
      if (is(/\/friend-requests(\/[^/]+\/answer)?$/) || (method === 'DELETE' && is(/\/friends\//))) return ok({ friends: ['kim'] });
      break;
    case 'media':
      if (path === '/staged-pictures') return { status: 201, body: { key: 'staged/picture-1' } };
      if (is(/^\/staged-pictures\//)) return { status: 204 };
      if (is(/^\/outing-photos\//)) return { status: 200, body: PHOTO };
      break;
    case 'activity':
      if (is(/\/summary$/)) return ok({ _id: 'a1', name: 'Picnic', category: 'Outdoors' });
      break;
    case 'notification': {
      if (is(/\/alerts\/clear-settled$/)) return ok({ cleared: 2 });
      const alertId = /\/alerts\/([^/]+)/.exec(path)?.[1];
      const found = alertId === undefined ? undefined : ALERTS[alertId];
      if (alertId !== undefined && !found) return { status: 404, body: { header: 'Alert Not Found', message: 'This alert does not exist.' } };
      if (is(/\/alerts(\?.*)?$/)) return ok({ notifications: Object.values(ALERTS), next: null, needingAttention: 1 });
      if (is(/\/dismiss$/)) return { status: 204 };
      if (found) return ok(found);
      if (path === '/push/vapid-public-key') return ok({ key: 'BHOjp5_8zbxkRwyrbzagrsHzIco_nqx8SC2MqrEh8ZAmcS-bf3mtuZUtU5_gtUv0Dijx6rxWGsc2BS8bvYYEZI4' });
      if (is(/\/push-subscriptions(\/remove)?$/)) return { status: method === 'PUT' ? 201 : 204 };
      break;
    }
    case 'outing':
      if (path.includes(GONE_OUTING_ID)) return { status: 404, body: { header: 'Outing Not Found', message: 'This outing does not exist.' } };
      if (is(/\/outings$/)) return method === 'GET' ? ok({ outings: [outing.outing] }) : { status: 201, body: outing };
      if (is(/\/photos\/access/)) return { status: 204 };
      if (is(/\/completion$/)) return ok({ ...outing, last: false });
      if (is(/\/feed(\?.*)?$/)) return ok({ outings: [outing.outing], hasOlder: false });
      if (is(/\/photos-of\//)) return ok({ photos: [] });
      if (method === 'DELETE') return { status: 204 };
      if (is(/\/outings\/[^/]+(\/(join|deny|leave|photos|photos\/delete))?$/) || is(/\/likes$/)) return ok(outing);
      break;
    case 'chat':
      if (is(/\/chats(\?.*)?$/)) return method === 'GET' ? ok({ chats: [chatViewOf('c1', ['ada', 'kim'])], next: null, unreadTotal: 0 }) : { status: 201, body: { chat: chatViewOf('c1', ['ada', 'kim']) } };
      if (is(/\/(last-read|leave|hide)$/)) return { status: 204 };
      if (is(/\/chats\/[^/]+(\?.*)?$/)) return ok({ chat: chatViewOf('c1', ['ada', 'kim']) });
      break;
    default:
      break;
  }
  return { status: 501, body: { header: 'Not In This Stand-In', message: `${service} ${method} ${path}` } };
}

interface UpstreamCall {
  service: ServiceName;
  method: string;
  path: string;
  status: number;
}

/** Calls that change no service's state (see the top of this file). */
const isStoreUpload = ({ service, path }: UpstreamCall) => service === 'media' && path.startsWith('/staged-pictures');
const isThrottleCount = ({ service, path }: UpstreamCall) => service === 'auth' && path === '/sign-up-attempts';

/** The upstream writes that took effect. */
const acceptedWrites = (calls: readonly UpstreamCall[]) =>
  calls.filter((call) => !['GET', 'HEAD'].includes(call.method) && call.status < 400 && !isStoreUpload(call) && !isThrottleCount(call));

interface Case {
  /** What the case is about, when a route has several. */
  what?: string;
  method: 'get' | 'post';
  url: string;
  body?: object;
}

const profileData = { first_name: 'Ada', last_name: 'King', location: 'London, GB', tagline: 'Still counting', status: { status: 'Busy' }, profile_picture: { zoom: 1, crop: { x: 0, y: 0 } } };

/** Reads the gateway answers on its own: its probes, its API document, reference data, the front-end's configuration. */
const CALLS_NO_SERVICE = new Set([
  'GET /healthz', 'GET /readyz', 'GET /openapi.json', 'GET /data/globals', 'GET /data/cities', 'GET /app-config.json',
]);

/** Each route that calls a service (`METHOD /path` as the gateway declares it) and the requests that drive its cases. */
const CASES: Record<string, Case[]> = {
  'GET /auth/check': [{ method: 'get', url: '/auth/check' }],
  'GET /auth/logout': [{ method: 'get', url: '/auth/logout' }],
  'POST /auth/login': [{ method: 'post', url: '/auth/login', body: { username: 'ada@example.com', password: PASSWORD } }],
  'POST /auth/reset-password': [{ method: 'post', url: '/auth/reset-password', body: { token: 't', password: 'new-secret1!' } }],
  'POST /user/create': [{
    method: 'post',
    url: '/user/create',
    body: { user: { username: 'grace@example.com', password: 'secret1!', first_name: 'Grace', last_name: 'Hopper', location: 'London, GB', tagline: 'Found a bug', profile_picture: { zoom: 1, crop: { x: 0, y: 0 } } }, photoString: PHOTO },
  }],
  'POST /user/:id/profile-data': [
    { what: 'without a picture', method: 'post', url: '/user/ada/profile-data', body: { profileData } },
    { what: 'with a picture', method: 'post', url: '/user/ada/profile-data', body: { profileData, photoString: PHOTO } },
  ],
  'POST /user/:id/status': [{ method: 'post', url: '/user/ada/status', body: { status: 'Searching' } }],
  'POST /user/:id/add-friend': [{ method: 'post', url: '/user/ada/add-friend', body: { friendID: 'grace' } }],
  'POST /user/:id/remove-friend': [{ method: 'post', url: '/user/ada/remove-friend', body: { friendID: 'kim' } }],
  'GET /user/stripped-user/:id': [{ method: 'get', url: '/user/stripped-user/grace' }],
  'GET /user/:id/matches': [{ method: 'get', url: '/user/ada/matches' }],
  'GET /user/:id/invite-link': [{ method: 'get', url: '/user/ada/invite-link' }],
  'POST /user/:id/invite-link': [{ method: 'post', url: '/user/ada/invite-link', body: {} }],
  'POST /user/:id/invite-link/revoke': [{ method: 'post', url: '/user/ada/invite-link/revoke', body: {} }],
  'GET /user/:id/notifications': [{ method: 'get', url: '/user/ada/notifications' }],
  'POST /user/:id/notification/:notificationId/respond': [
    { what: 'a friend request accepted', method: 'post', url: '/user/ada/notification/a-request/respond', body: { status: 'accepted' } },
    { what: 'a friend request seen', method: 'post', url: '/user/ada/notification/a-request/respond', body: { status: 'none' } },
    { what: 'an invite accepted', method: 'post', url: '/user/ada/notification/a-invite/respond', body: { status: 'accepted' } },
    { what: 'an invite denied', method: 'post', url: '/user/ada/notification/a-invite/respond', body: { status: 'denied' } },
    { what: 'an invite to an outing gone, denied', method: 'post', url: '/user/ada/notification/a-stale-invite/respond', body: { status: 'denied' } },
  ],
  'POST /user/:id/notification/:notificationId/dismiss': [
    { what: 'an alert', method: 'post', url: '/user/ada/notification/a-removed/dismiss', body: { status: 'none' } },
    { what: 'an open invite', method: 'post', url: '/user/ada/notification/a-invite/dismiss', body: { status: 'none' } },
  ],
  'POST /user/:id/notifications/clear-settled': [{ method: 'post', url: '/user/ada/notifications/clear-settled', body: {} }],
  'GET /notifications/vapid-public-key': [{ method: 'get', url: '/notifications/vapid-public-key' }],
  'POST /notifications/push/subscribe': [{
    method: 'post',
    url: '/notifications/push/subscribe',
    body: { subscription: { endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) } } },
  }],
  'POST /notifications/push/unsubscribe': [{ method: 'post', url: '/notifications/push/unsubscribe', body: { endpoint: 'https://push.example.com/send/abc' } }],
  'GET /outing': [{ method: 'get', url: '/outing' }],
  'POST /outing/:userId/create-outing': [{ method: 'post', url: '/outing/ada/create-outing', body: { users: ['ada', 'kim'], activity: { _id: 'a1' } } }],
  'GET /outing/:outingId/photo/:photoKey': [{ method: 'get', url: `/outing/${OUTING_ID}/photo/staged%2Fphoto-1` }],
  'GET /outing/:outingId/:id': [{ method: 'get', url: `/outing/${OUTING_ID}/ada` }],
  'GET /outing/:userId/:outingId/join': [{ method: 'get', url: `/outing/ada/${OUTING_ID}/join` }],
  'GET /outing/:userId/:outingId/leave': [{ method: 'get', url: `/outing/ada/${OUTING_ID}/leave` }],
  'GET /outing/:userId/:outingId/delete': [{ method: 'get', url: `/outing/ada/${OUTING_ID}/delete` }],
  'POST /outing/:userId/:outingId/upload-photo': [{ method: 'post', url: `/outing/ada/${OUTING_ID}/upload-photo`, body: { photoString: PHOTO } }],
  'POST /outing/:userId/:outingId/delete-photo': [{ method: 'post', url: `/outing/ada/${OUTING_ID}/delete-photo`, body: { key: 'staged/photo-1' } }],
  'POST /outing/:userId/:outingId/add-completion': [{ method: 'post', url: `/outing/ada/${OUTING_ID}/add-completion`, body: { rating: 5 } }],
  'GET /user/:id/chats': [{ method: 'get', url: '/user/ada/chats' }],
  'GET /user/:id/chat/:chatId': [{ method: 'get', url: '/user/ada/chat/c1' }],
  'POST /user/:id/chat/create': [{ method: 'post', url: '/user/ada/chat/create', body: { withUsers: ['kim'] } }],
  'POST /user/:id/chat/:chatId/update-last-read': [{ method: 'post', url: '/user/ada/chat/c1/update-last-read', body: { messageID: 'm1' } }],
  'POST /user/:id/chat/:chatId/leave': [{ method: 'post', url: '/user/ada/chat/c1/leave', body: {} }],
  'POST /user/:id/chat/:chatId/hide': [{ method: 'post', url: '/user/ada/chat/c1/hide', body: {} }],
  'GET /user/:id/feed-outings': [{ method: 'get', url: '/user/ada/feed-outings' }],
  'POST /user/:id/set-like': [{ method: 'post', url: '/user/ada/set-like', body: { outingID: OUTING_ID, liked: true } }],
  'GET /user/stripped-user/:id/photos': [{ method: 'get', url: '/user/stripped-user/grace/photos' }],
};

describe('upstream writes of the gateway routes', () => {
  const calls: UpstreamCall[] = [];
  let servers: RunningServer[];
  let gateway: Gateway;
  let agent: request.Agent;

  beforeAll(async () => {
    servers = await Promise.all(
      SERVICE_NAMES.map((service) => {
        const app = express();
        app.use(express.json({ limit: '10mb' }));
        app.use((req, res) => {
          const answer = answerOf(service, req.method, req.originalUrl);
          calls.push({ service, method: req.method, path: req.originalUrl, status: answer.status });
          if (answer.body === undefined) return void res.status(answer.status).end();
          if (typeof answer.body === 'string') return void res.status(answer.status).type('text/plain').send(answer.body);
          res.status(answer.status).json(answer.body);
        });
        return listen(app, 0);
      }),
    );
    const urls = Object.fromEntries(SERVICE_NAMES.map((service, index) => [service, servers[index]?.url])) as ServiceUrls;
    gateway = testGateway(urls, { logger: silentLogger });
    agent = await signedInAgent(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all(servers.map((server) => server.close()));
  });

  it('has the cases of every route the gateway serves but those that call no service, and of no route that is gone', () => {
    const served = listRoutes(gateway.app).map(({ method, path }) => `${method} ${path}`);
    expect(served.filter((route) => !CALLS_NO_SERVICE.has(route)).sort()).toEqual(Object.keys(CASES).sort());
  });

  const drive = async ({ method, url, body }: Case) => {
    calls.length = 0;
    const pending = agent[method](url).set('Origin', PUBLIC_URL);
    const res = await (body === undefined ? pending : pending.send(body));
    return { status: res.status, writes: acceptedWrites(calls).map(({ service, method: verb, path }) => `${service} ${verb} ${path}`) };
  };

  for (const [route, cases] of Object.entries(CASES)) {
    // The logout ends the session the others run in: it goes last.
    if (route === 'GET /auth/logout') continue;
    for (const one of cases) {
      it(`${route}${one.what ? ` (${one.what})` : ''} makes at most one upstream write`, async () => {
        const { status, writes } = await drive(one);
        expect(status).toBeLessThan(300);
        expect(writes.length).toBeLessThanOrEqual(1);
      });
    }
  }

  it('GET /auth/logout makes no upstream write', async () => {
    const { status, writes } = await drive({ method: 'get', url: '/auth/logout' });
    expect(status).toBe(200);
    expect(writes).toEqual([]);
  });
});
