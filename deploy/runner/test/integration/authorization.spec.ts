// Who may make which call, over every route the gateway serves (read from its router, so
// a call added later is covered without being listed here): without a session every call
// but the public ones answers 401; with a session, a call that acts for the user its path
// names (`:id`, `:userId`) answers 403 when that user is someone else. The expectations
// are written from the spec (§6, §7), apart from the gateway's access rules they check,
// so a rule declared too loosely in a service manifest fails here. The socket is held to
// the same: no session, no socket; no chat of someone else's joined or written to. And
// every creating call of the rate limit table, made past its limit, answers 429 with
// `Retry-After` (never a 5xx), on a gateway whose limits are set to nothing.
import { randomUUID } from 'node:crypto';
import {
  SOCKET_REFUSED,
  SOCKET_TOO_MANY,
  activityListAnswerSchema,
  dailyMatchesSchema,
  matchesViewSchema,
  outingAnswerSchema,
  publicCall,
  stagedPictureAnswerSchema,
  type CreateOutingCommand,
  type ServiceName,
  type StagePictureCall,
} from '@outings/contracts';
import { gatewayHeaders, listRoutes, type RouteEntry } from '@outings/service-kit/testing';
import { FORWARDED_ROUTES, RATE_LIMITS, type RateBucket, type RateRule } from '@outings/gateway';
import { waitFor } from '@outings/test-support';
import { PUBLIC_URL, startWholeApp, type RunningGateway, type WholeApp } from '../support/whole-app';
import { ask, connectionOf, openAppSocket } from '../support/app-socket';

/** Anyone may call these: probes, reference data, signing in and up, the mailed links. */
const PUBLIC_PATHS = new Set([
  '/healthz',
  '/readyz',
  '/data/globals',
  '/data/cities',
  '/app-config.json',
  '/auth/login',
  '/auth/logout',
  '/auth/resend-verification-email',
  '/auth/send-reset-link',
  '/auth/reset-password',
  '/auth/verify-email',
  '/user/create',
  // Spec §7: the push key needs no session; the API document is public on purpose.
  '/notifications/vapid-public-key',
  '/openapi.json',
]);

/** Reads about another user that any signed-in user may make (§2 profile viewer, user cards). */
const VIEWS_OF_OTHERS = new Set(['GET /user/stripped-user/:id', 'GET /user/:id/profile-picture', 'GET /user/stripped-user/:id/photos']);

/** The friends, matches, invite link, alerts and activities calls (spec §7): the table must hold them all. */
const SOCIAL_CALLS = [
  'GET /user/:id/matches',
  'GET /user/:id/invite-link',
  'POST /user/:id/invite-link',
  'POST /user/:id/invite-link/revoke',
  'POST /user/:id/add-friend',
  'POST /user/:id/remove-friend',
  'GET /user/:id/notifications',
  'POST /user/:id/notification/:notificationId/respond',
  'POST /user/:id/notification/:notificationId/dismiss',
  'GET /user/stripped-user/:id',
  'GET /activity/get-all',
  'POST /activity/create',
  'POST /activity/delete',
  'POST /user/:id/status',
];

/** The outing and feed calls (spec §7). */
const OUTING_CALLS = [
  'GET /outing',
  'POST /outing/:userId/create-outing',
  'GET /outing/:outingId/:id',
  'GET /outing/:userId/:outingId/join',
  'GET /outing/:userId/:outingId/leave',
  'GET /outing/:userId/:outingId/delete',
  'POST /outing/:userId/:outingId/upload-photo',
  'POST /outing/:userId/:outingId/delete-photo',
  'GET /outing/:outingId/photo/:photoKey',
  'POST /outing/:userId/:outingId/add-completion',
  'GET /user/:id/feed-outings',
  'POST /user/:id/set-like',
  'GET /user/stripped-user/:id/photos',
];

/** The smallest picture media takes: a 1×1 PNG. */
const ONE_PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const ACTING_PARAM = /^:(id|userId)$/;
const nameOf = (route: RouteEntry) => `${route.method} ${route.path}`;
const actsForPathUser = (route: RouteEntry) =>
  !VIEWS_OF_OTHERS.has(nameOf(route)) && route.path.split('/').some((segment) => ACTING_PARAM.test(segment));

/** The route's path with `:id`/`:userId` set to `userId` and every other parameter to a fresh id. */
function urlOf(route: RouteEntry, userId: string): string {
  return route.path
    .split('/')
    .map((segment) => {
      if (ACTING_PARAM.test(segment)) return encodeURIComponent(userId);
      if (segment.startsWith(':') || segment.startsWith('*')) return randomUUID();
      return segment;
    })
    .join('/');
}

describe('the authorization table of every gateway call', () => {
  let app: WholeApp;
  let routes: RouteEntry[];

  beforeAll(async () => {
    app = await startWholeApp();
    // The forwarded calls are answered before express: its router does not list them.
    routes = [...listRoutes(app.gateway.app), ...FORWARDED_ROUTES.map(({ method, path }) => ({ method, path }))];
  }, 120_000);

  afterAll(() => app?.close());

  /** Sends the call as a page of the app would (trusted Origin, a JSON body on POST). */
  async function call(route: RouteEntry, userId: string, cookie?: string): Promise<number> {
    const res = await fetch(`${app.url}${urlOf(route, userId)}`, {
      method: route.method,
      headers: {
        origin: PUBLIC_URL,
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      body: route.method === 'GET' ? undefined : '{}',
      redirect: 'manual',
    });
    await res.arrayBuffer();
    return res.status;
  }

  /** A call straight to a service, as the gateway makes (and signs) it for `userId`. */
  async function asUser(service: ServiceName, userId: string, method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${app.running[service].url}${path}`, {
      method,
      headers: {
        ...gatewayHeaders({ method, path, userId, clientIp: '127.0.0.1' }, app.services.infrastructure.internalAuthSecret),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${service} ${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  }

  it('covers every social, outing and feed call', () => {
    expect(routes.map(nameOf)).toEqual(expect.arrayContaining([...SOCIAL_CALLS, ...OUTING_CALLS]));
  });

  it('answers 401 to every call but the public ones without a session', async () => {
    const guarded = routes.filter((route) => !PUBLIC_PATHS.has(route.path));
    const wrong: string[] = [];
    for (const route of guarded) {
      const status = await call(route, app.sample.userId);
      if (status !== 401) wrong.push(`${nameOf(route)}: ${status}`);
    }
    expect(guarded.length).toBeGreaterThanOrEqual(SOCIAL_CALLS.length);
    expect(wrong).toEqual([]);
  }, 60_000);

  it("answers 403 to every call acting for the path's user when that is someone else", async () => {
    const someoneElse = app.sample.friendIds[0];
    if (!someoneElse) throw new Error('the demo world gives the Sample Login account friends');
    const acting = routes.filter((route) => !PUBLIC_PATHS.has(route.path) && actsForPathUser(route));
    const wrong: string[] = [];
    for (const route of acting) {
      const status = await call(route, someoneElse, app.sample.cookie);
      if (status !== 403) wrong.push(`${nameOf(route)} for another user: ${status}`);
    }
    const actingCalls = [...SOCIAL_CALLS, ...OUTING_CALLS].filter((name) => !VIEWS_OF_OTHERS.has(name) && /\/:(id|userId)(\/|$)/.test(name));
    expect(acting.map(nameOf)).toEqual(expect.arrayContaining(actingCalls));
    expect(wrong).toEqual([]);
  }, 60_000);

  it('lets the same session make those calls for itself (not refused as 401 or 403)', async () => {
    const acting = routes.filter((route) => !PUBLIC_PATHS.has(route.path) && actsForPathUser(route));
    const wrong: string[] = [];
    for (const route of acting) {
      const status = await call(route, app.sample.userId, app.sample.cookie);
      if (status === 401 || status === 403) wrong.push(`${nameOf(route)} for oneself: ${status}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it("refuses a stranger's session an outing and its photo with 403", async () => {
    // One of the Sample Login account's friends makes an outing with one of their daily
    // matches and adds a photo, at the services themselves: the Sample Login account is
    // a stranger to it (a friend of a member sees its photos only once it is completed).
    const owner = app.sample.friendIds[0];
    if (!owner) throw new Error('the demo world gives the Sample Login account friends');
    const { matches } = dailyMatchesSchema.parse(await asUser('social-graph', owner, 'GET', `/users/${owner}/matches`));
    const invitee = matches.find((id) => id !== app.sample.userId);
    if (!invitee) throw new Error(`the demo friend ${owner} has no daily match but the Sample Login account`);
    const command: CreateOutingCommand = {
      invitedIds: [invitee],
      activity: { _id: randomUUID(), name: 'Picnic', category: 'Outdoors' },
      dailyMatchIds: matches,
    };
    const { outing } = outingAnswerSchema.parse(await asUser('outing', owner, 'POST', `/users/${owner}/outings`, command));
    const staging: StagePictureCall = { photoString: ONE_PIXEL_PNG, purpose: 'outing-photo' };
    const { key } = stagedPictureAnswerSchema.parse(await asUser('media', owner, 'POST', '/staged-pictures', staging));
    await asUser('outing', owner, 'POST', `/users/${owner}/outings/${outing._id}/photos`, { key });

    const asSample = (path: string) => fetch(`${app.url}${path}`, { headers: { cookie: app.sample.cookie } });
    const read = await asSample(`/outing/${outing._id}/${app.sample.userId}`);
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({ header: expect.any(String), message: expect.any(String) });
    const photo = await asSample(`/outing/${outing._id}/photo/${encodeURIComponent(key)}`);
    expect(photo.status).toBe(403);
    expect(await photo.text()).not.toContain('data:image');
  }, 60_000);

  it('lets a member read their outing and its photo, made through the gateway', async () => {
    const asSample = (path: string, body?: unknown) =>
      fetch(`${app.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie: app.sample.cookie, origin: PUBLIC_URL, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const me = app.sample.userId;
    const { matches } = matchesViewSchema.parse(await (await asSample(`/user/${me}/matches`)).json());
    const { activities } = activityListAnswerSchema.parse(await (await asSample('/activity/get-all')).json());
    const [match, activity] = [matches[0], activities[0]];
    if (!match || !activity) throw new Error('the demo world gives the Sample Login account daily matches and activities');
    const created = await asSample(`/outing/${me}/create-outing`, { users: [me, match], activity: { _id: activity._id } });
    expect(created.status).toBe(201);
    const { outing } = outingAnswerSchema.parse(await created.json());
    expect(outing).toMatchObject({ users: [me], invited: [match._id], activity: { _id: activity._id, name: activity.name } });
    const uploaded = await asSample(`/outing/${me}/${outing._id}/upload-photo`, { photoString: ONE_PIXEL_PNG });
    expect(uploaded.status).toBe(200);
    const [photo] = outingAnswerSchema.parse(await uploaded.json()).outing.photos;
    if (!photo) throw new Error('the uploaded photo is missing from the outing');

    expect((await asSample(`/outing/${outing._id}/${me}`)).status).toBe(200);
    const read = await asSample(`/outing/${outing._id}/photo/${encodeURIComponent(photo.key)}`);
    expect(read.status).toBe(200);
    expect(await read.text()).toMatch(/^data:image\//);
  }, 60_000);

  describe('on the socket', () => {
    const sockets: Array<{ disconnect(): void }> = [];
    afterAll(() => sockets.forEach((socket) => socket.disconnect()));

    const socketOf = async (url: string, cookie?: string) => {
      const socket = openAppSocket(url, cookie);
      sockets.push(socket);
      return { socket, connection: await connectionOf(socket) };
    };

    it('refuses a socket without a session', async () => {
      expect((await socketOf(app.url)).connection).toBe(SOCKET_REFUSED);
      expect((await socketOf(app.url, 'outings.sid=s%3Anot-a-session.x')).connection).toBe(SOCKET_REFUSED);
    });

    it("refuses joining or writing to a chat of someone else's, or to none, with 403/404", async () => {
      // Two friends of each other, neither of them the Sample Login account, chat alone.
      let others: [string, string] | undefined;
      for (const friend of app.sample.friendIds) {
        const { friends } = (await asUser('social-graph', friend, 'GET', `/users/${friend}/friends`)) as { friends: string[] };
        const other = friends.find((id) => id !== app.sample.userId);
        if (other) others = [friend, other];
      }
      if (!others) throw new Error("the demo world gives one of the Sample Login account's friends another friend");
      const [owner, member] = others;
      let chatId = '';
      await waitFor('the chat service to know the friendship', async () => {
        const made = await asUser('chat', owner, 'POST', `/users/${owner}/chats`, { withUsers: [member] }).catch(() => null);
        chatId = (made as { chat?: { _id: string } } | null)?.chat?._id ?? '';
        return chatId !== '';
      });

      const { socket, connection } = await socketOf(app.url, app.sample.cookie);
      expect(connection).toBe('connected');
      const message = () => ({ chat: chatId, message: { id: randomUUID(), message: 'Hi' } });
      expect(await ask(socket, 'join-room', chatId)).toEqual({ ok: false, status: 403, error: expect.any(String) });
      expect(await ask(socket, 'message-sent', message())).toEqual({ ok: false, status: 403, error: expect.any(String) });
      expect(await ask(socket, 'join-room', randomUUID())).toEqual({ ok: false, status: 404, error: expect.any(String) });
      expect(await ask(socket, 'message-sent', { ...message(), chat: randomUUID() })).toEqual({ ok: false, status: 404, error: expect.any(String) });
    });
  });

  describe('past the rate limits', () => {
    const NOTHING: RateRule = { points: 0, windowSeconds: 3600, burst: { points: 0, windowSeconds: 60 } };
    /** A gateway on the same services where every creating call is over its limit at once, and one socket is the most. */
    let limited: RunningGateway;

    beforeAll(async () => {
      const none = Object.fromEntries(Object.keys(RATE_LIMITS).map((bucket) => [bucket, NOTHING])) as Record<RateBucket, RateRule>;
      limited = await app.startGateway({ rateLimits: none, maxSocketsPerUser: 1 });
    });

    it('answers every creating call of the table with 429 and Retry-After, never reaching a service', async () => {
      const calls = Object.values(RATE_LIMITS).flatMap((row) => row.calls.map(publicCall));
      const wrong: string[] = [];
      for (const call of calls) {
        const [method, path] = [call.method.toUpperCase(), call.path];
        const res = await fetch(`${limited.url}${urlOf({ method, path }, limited.sample.userId)}`, {
          method,
          headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin', cookie: limited.sample.cookie, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          body: method === 'GET' ? undefined : '{}',
        });
        const body = (await res.json()) as unknown;
        const retryAfter = Number(res.headers.get('retry-after'));
        const refusal = body as { header?: unknown; message?: unknown };
        if (res.status !== 429 || !(retryAfter > 0) || typeof refusal.header !== 'string' || typeof refusal.message !== 'string') {
          wrong.push(`${call.name}: ${res.status}, Retry-After ${res.headers.get('retry-after')}, ${JSON.stringify(body)}`);
        }
      }
      expect(calls.length).toBeGreaterThanOrEqual(10);
      expect(wrong).toEqual([]);
    }, 60_000);

    it('refuses a message past the limit with a 429 acknowledgement, and a second socket at once', async () => {
      const socket = openAppSocket(limited.url, limited.sample.cookie);
      try {
        expect(await connectionOf(socket)).toBe('connected');
        const [chatId] = ((await (await fetch(`${limited.url}/user/${limited.sample.userId}/chats`, { headers: { cookie: limited.sample.cookie } })).json()) as {
          chats: Array<{ _id: string }>;
        }).chats.map((chat) => chat._id);
        expect(await ask(socket, 'message-sent', { chat: chatId, message: { id: randomUUID(), message: 'Hi' } })).toEqual({
          ok: false,
          status: 429,
          error: expect.any(String),
          retryAfter: expect.any(Number),
        });
        const second = openAppSocket(limited.url, limited.sample.cookie);
        try {
          expect(await connectionOf(second)).toBe(SOCKET_TOO_MANY);
        } finally {
          second.disconnect();
        }
      } finally {
        socket.disconnect();
      }
    });

    it("counts a call that created something, and refuses the next one past a limit of one", async () => {
      const oneChat = await app.startGateway({ rateLimits: { chats: { points: 1, windowSeconds: 3600, burst: { points: 1, windowSeconds: 60 } } } });
      const friend = oneChat.sample.friendIds[0];
      const create = () =>
        fetch(`${oneChat.url}/user/${oneChat.sample.userId}/chat/create`, {
          method: 'POST',
          headers: { origin: PUBLIC_URL, cookie: oneChat.sample.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ withUsers: [friend] }),
        });
      // A refused call (a bad body) gives its point back.
      const refused = await fetch(`${oneChat.url}/user/${oneChat.sample.userId}/chat/create`, {
        method: 'POST',
        headers: { origin: PUBLIC_URL, cookie: oneChat.sample.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(refused.status).toBe(400);
      expect([200, 201]).toContain((await create()).status);
      const over = await create();
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
