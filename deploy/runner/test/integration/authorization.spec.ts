// Who may make which call, over every route the gateway serves (read from its router, so
// a call added later is covered without being listed here): without a session every call
// but the public ones answers 401; with a session, a call that acts for the user its path
// names (`:id`, `:userId`) answers 403 when that user is someone else. The expectations
// are written from the spec (§6, §7), apart from the gateway's access rules they check,
// so a rule declared too loosely in a service manifest fails here.
import { randomUUID } from 'node:crypto';
import { listRoutes, type RouteEntry } from '@outings/service-kit/testing';
import { PUBLIC_URL, startWholeApp, type WholeApp } from '../support/whole-app';

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
]);

/** Reads about another user that any signed-in user may make (§2 profile viewer, user cards). */
const VIEWS_OF_OTHERS = new Set(['GET /user/stripped-user/:id', 'GET /user/:id/profile-picture']);

/** The calls of issue 8 (friends, matches, alerts, activities): the table must hold them all. */
const ISSUE_8_CALLS = [
  'GET /user/:id/matches',
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
    routes = listRoutes(app.gateway.app);
  }, 60_000);

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

  it('covers every call of issue 8', () => {
    expect(routes.map(nameOf)).toEqual(expect.arrayContaining(ISSUE_8_CALLS));
  });

  it('answers 401 to every call but the public ones without a session', async () => {
    const guarded = routes.filter((route) => !PUBLIC_PATHS.has(route.path));
    const wrong: string[] = [];
    for (const route of guarded) {
      const status = await call(route, app.sample.userId);
      if (status !== 401) wrong.push(`${nameOf(route)}: ${status}`);
    }
    expect(guarded.length).toBeGreaterThanOrEqual(ISSUE_8_CALLS.length);
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
    expect(acting.map(nameOf)).toEqual(expect.arrayContaining(ISSUE_8_CALLS.filter((name) => name.includes('/:id/'))));
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
});
