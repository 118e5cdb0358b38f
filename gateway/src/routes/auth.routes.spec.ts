import request from 'supertest';
import { startFakeServices, PASSWORD, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import { logIn } from '../../test/support/signed-in';
import type { Gateway } from '../gateway';

const cookieNamed = (name: string) => (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`));
const sessionCookie = cookieNamed('outings.sid');
const signedInHint = cookieNamed('outings.signed-in');

describe('auth routes', () => {
  let services: FakeServices;
  let gateway: Gateway;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']), {
      auth: (app) => {
        app.post('/sessions', (req, res, next) => {
          if ((req.body as { username: string }).username !== 'throttled@example.com') return next();
          res.setHeader('Retry-After', '600');
          res.status(429).json({ header: 'Too Many Attempts', message: 'Try again in 10 minutes.' });
        });
      },
    });
    gateway = testGateway(services.urls);
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });

  const login = (agent: request.Agent | ReturnType<typeof request>, password = PASSWORD) => logIn(agent, 'ada', password);

  it('answers the session check with 401 before login', async () => {
    const res = await request(gateway.handle).get('/auth/check');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ header: 'Not Logged In', message: 'Please log in first.' });
  });

  it('logs in: an HttpOnly SameSite=Lax cookie and the composed user view', async () => {
    const res = await login(request(gateway.handle));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: 'ada', first_name: 'Ada', friends: [], outings: [], chats: [], notifications: [] });
    expect(res.body.populatedFriends).toEqual([]);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Expires=/);
    // http public URL: the cookie must still travel without TLS.
    expect(cookie).not.toMatch(/Secure/);
    // Next to it, a hint the page's scripts may read, living as long as the session may.
    expect(signedInHint(res)).toMatch(/^outings\.signed-in=1; Max-Age=2592000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
  });

  it('keeps the session: check answers the view, logout ends it', async () => {
    const agent = request.agent(gateway.handle);
    await login(agent);
    const check = await agent.get('/auth/check');
    expect(check.status).toBe(200);
    expect(check.body.user._id).toBe('ada');

    // As the app's own fetch sends it (the guard against cross-site logouts reads it).
    const logout = await agent.get('/auth/logout').set('Sec-Fetch-Site', 'same-origin');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });
    expect(sessionCookie(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(signedInHint(logout)).toMatch(/^outings\.signed-in=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/auth/check')).status).toBe(401);
  });

  it('gives a fresh session id at login, so a planted one is worthless', async () => {
    const agent = request.agent(gateway.handle);
    const first = sessionCookie(await login(agent));
    const second = sessionCookie(await login(agent));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second?.split(';')[0]).not.toBe(first?.split(';')[0]);
  });

  it('sends the login to the auth service with the client address and no client identity', async () => {
    services.auth.requests.length = 0;
    await login(request(gateway.handle)).set('x-outings-user-id', 'mallory');
    const sent = services.auth.requests.find((call) => call.url === '/sessions');
    expect(sent?.headers['x-outings-user-id']).toBeUndefined();
    expect(sent?.headers['x-outings-client-ip']).toBeTruthy();
    expect(JSON.parse(String(sent?.body))).toEqual({ username: 'ada@example.com', password: PASSWORD });
  });

  it('passes a refused login through and opens no session', async () => {
    const res = await login(request(gateway.handle), 'wrong');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ header: 'Incorrect Username or Password', message: 'Try again.' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('passes throttling through with its Retry-After', async () => {
    const res = await request(gateway.handle)
      .post('/auth/login')
      .set('Origin', PUBLIC_URL)
      .send({ username: 'throttled@example.com', password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('600');
    expect(res.body).toEqual({ header: 'Too Many Attempts', message: 'Try again in 10 minutes.' });
  });

  it('answers malformed and oversized login bodies with 400 and 413', async () => {
    const malformed = await request(gateway.handle).post('/auth/login').set('Origin', PUBLIC_URL).type('json').send('{"username":');
    expect(malformed.status).toBe(400);
    const oversized = await request(gateway.handle)
      .post('/auth/login')
      .set('Origin', PUBLIC_URL)
      .send({ username: 'a@b.c', password: 'x'.repeat(200_000) });
    expect(oversized.status).toBe(413);
  });

  it('refuses a login posted from another site', async () => {
    const res = await request(gateway.handle).post('/auth/login').set('Origin', 'https://evil.example').send({ username: 'a', password: 'b' });
    expect(res.status).toBe(403);
  });

  it('passes the verification redirect through to the browser', async () => {
    const res = await request(gateway.handle).get('/auth/verify-email?userId=ada&token=t1').set('Accept', 'text/html');
    // The fake auth service has no such route: what matters is the status came from it.
    expect(res.status).toBe(404);
    expect(services.auth.requests.at(-1)?.url).toBe('/auth/verify-email?userId=ada&token=t1');
  });
});
