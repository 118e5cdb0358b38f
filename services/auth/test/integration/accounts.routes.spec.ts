import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { AccountRegistered, VerificationRequested } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, useMovableClock, type MovableClock, type TestServices } from '@outings/runtime/testing';
import { hashSecret } from '../../src/domain/secret-token';
import { credentials, secrets } from '../../src/persistence/schema';
import { authService } from '../../src/service';
import { pathOf, signUpThroughApi, TEST_PUBLIC_URL } from '../support/account-steps';
import { linkSecret, signUpBody } from '../support/sign-up-input';

describe('sign-up and verification routes', () => {
  let services: TestServices;
  let auth: RunningService;
  let clock: MovableClock;

  beforeAll(async () => {
    clock = useMovableClock();
    services = await embeddedTestServices({ PUBLIC_URL: TEST_PUBLIC_URL });
    auth = await services.start(authService);
  }, 60_000);

  afterAll(async () => {
    await services.dispose();
    jest.useRealTimers();
  });

  const storedCounts = async () => ({
    accounts: (await services.infrastructure.database.db.select({ n: count() }).from(credentials))[0]?.n,
    events: (await services.outbox('auth')).length,
  });

  it('creates an unverified account, announces it and requests the verification mail', async () => {
    const body = signUpBody('Ann.Lee@Example.COM');
    const res = await request(auth.url).post('/accounts').use(asGateway()).set('x-request-id', 'req-sign-up-1').send(body);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ userId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { userId } = res.body;
    const [registered] = (await services.published('auth', AccountRegistered)).filter((event) => event.data.userId === userId);
    expect(registered).toMatchObject({
      producer: 'auth',
      correlationId: 'req-sign-up-1',
      data: {
        userId,
        username: 'ann.lee@example.com',
        first_name: 'Ann',
        last_name: 'Lee',
        location: 'London, GB',
        tagline: 'Out and about',
        profile_picture: { key: body.pictureKey, zoom: 1.5, crop: { x: 10, y: 20 } },
      },
    });
    const [verification] = (await services.published('auth', VerificationRequested)).filter((event) => event.data.userId === userId);
    expect(verification).toMatchObject({ correlationId: 'req-sign-up-1', data: { userId, email: 'ann.lee@example.com', firstName: 'Ann' } });
    const link = verification?.data.verifyUrl ?? '';
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/auth/verify-email\\?userId=${userId}&token=[A-Za-z0-9_-]{43}$`));

    const [stored] = await services.infrastructure.database.db.select().from(credentials).where(eq(credentials.userId, userId));
    expect(stored).toMatchObject({ username: 'ann.lee@example.com', verifiedAt: null });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(body.user.password);
    const [secret] = await services.infrastructure.database.db.select().from(secrets).where(eq(secrets.userId, userId));
    expect(secret).toMatchObject({ purpose: 'verify-email', tokenHash: hashSecret(linkSecret(link).token), usedAt: null });
    expect(JSON.stringify(res.body)).not.toContain(body.user.password);
  });

  it("announces the invite link's token a sign-up came with, and no token for one without", async () => {
    const invite = 'i'.repeat(43);
    const invited = await request(auth.url).post('/accounts').use(asGateway()).send({ ...signUpBody('invited@example.com'), invite });
    const plain = await request(auth.url).post('/accounts').use(asGateway()).send(signUpBody('uninvited@example.com'));
    const dataOf = async (userId: string) => (await services.published('auth', AccountRegistered)).find((event) => event.data.userId === userId)?.data;
    expect((await dataOf(invited.body.userId))?.inviteToken).toBe(invite);
    expect(await dataOf(plain.body.userId)).not.toHaveProperty('inviteToken');
    const refused = await request(auth.url).post('/accounts').use(asGateway()).send({ ...signUpBody('bad-invite@example.com'), invite: 'short' });
    expect(refused.status).toBe(400);
  });

  it('refuses an e-mail that already has an account, in any case, and stores nothing more', async () => {
    await signUpThroughApi(services, auth, 'taken@example.com');
    const before = await storedCounts();
    const res = await request(auth.url).post('/accounts').use(asGateway()).send(signUpBody('TAKEN@Example.com'));
    expect(res.status).toBe(406);
    expect(res.body).toEqual({ header: 'Account Already Exists', message: 'Account for taken@example.com already exists.' });
    expect(await storedCounts()).toEqual(before);
  });

  it('lets exactly one of two simultaneous sign-ups for one address win', async () => {
    const results = await Promise.all(
      ['race@example.com', 'Race@Example.com'].map((username) => request(auth.url).post('/accounts').use(asGateway()).send(signUpBody(username))),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 406]);
    const registered = (await services.published('auth', AccountRegistered)).filter((event) => event.data.username === 'race@example.com');
    expect(registered).toHaveLength(1);
  });

  it.each([
    ['a malformed JSON body', '{"user":', /not valid JSON/],
    ['a missing user', { pictureKey: 'staged/x' }, /^user: /],
    ['a missing picture key', { user: signUpBody().user }, /^pictureKey: /],
    ['an e-mail without @', signUpBody('no-at-sign'), /^user\.username: Please enter a valid email$/],
    ['an empty password', signUpBody(undefined, { password: '' }), /^user\.password: Please enter a valid password$/],
    ['a password without digit or special character', signUpBody(undefined, { password: 'onlyletters' }), /^user\.password: Password must contain one number or special carachter$/],
    ['a city not on the list', signUpBody(undefined, { location: 'Atlantis, XX' }), /^user\.location: Please choose a city from the dropdown menu only$/],
    ['a missing first name', signUpBody(undefined, { first_name: ' ' }), /^user\.first_name: Please enter a First Name$/],
    ['a tagline of 50 characters', signUpBody(undefined, { tagline: 'x'.repeat(50) }), /^user\.tagline: Tagline must be less than 50 characters$/],
    ['an over-long e-mail', signUpBody(`${'a'.repeat(250)}@example.com`), /^user\.username: /],
    ['an e-mail behind a display name with another address', signUpBody('victim@example.com <attacker@evil.example>'), /^user\.username: Please enter a valid email$/],
    ['a comma list of e-mails', signUpBody('a@x.example, b@y.example, c@z.example'), /^user\.username: Please enter a valid email$/],
    ['a semicolon list of e-mails', signUpBody('a@x.example;b@y.example'), /^user\.username: Please enter a valid email$/],
    ['an over-long password', signUpBody(undefined, { password: `1${'a'.repeat(128)}` }), /^user\.password: /],
  ])('answers %s with 400 and stores nothing', async (_case, body, message) => {
    const before = await storedCounts();
    const req = request(auth.url).post('/accounts').use(asGateway()).set('content-type', 'application/json');
    const res = await req.send(typeof body === 'string' ? body : JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await storedCounts()).toEqual(before);
  });

  it('verifies through the mailed link once: a second click lands on the invalid page', async () => {
    const { verifyUrl } = await signUpThroughApi(services, auth);
    const path = pathOf(verifyUrl);
    const first = await request(auth.url).get(path).use(asGateway());
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/email-verified');
    const second = await request(auth.url).get(path).use(asGateway());
    expect(second.headers.location).toBe('/email-verified?status=invalid');
  });

  it('sends a wrong, malformed, foreign or expired link to the invalid page without verifying', async () => {
    const { userId, verifyUrl } = await signUpThroughApi(services, auth);
    const other = await signUpThroughApi(services, auth);
    const { token } = linkSecret(verifyUrl);
    const invalid = [
      `/auth/verify-email?userId=${userId}&token=${token.slice(1)}x`,
      `/auth/verify-email?userId=${other.userId}&token=${token}`,
      `/auth/verify-email?userId=not-a-uuid&token=${token}`,
      `/auth/verify-email?userId=${userId}`,
      `/auth/verify-email?token=${token}`,
      `/auth/verify-email?userId=${userId}&token=${token}&token=${token}`,
    ];
    for (const path of invalid) {
      const res = await request(auth.url).get(path).use(asGateway());
      expect([path, res.status, res.headers.location]).toEqual([path, 302, '/email-verified?status=invalid']);
    }
    clock.advance(24 * 3600_000);
    const expired = await request(auth.url).get(`/auth/verify-email?userId=${userId}&token=${token}`).use(asGateway());
    expect(expired.headers.location).toBe('/email-verified?status=invalid');
    const [stored] = await services.infrastructure.database.db.select().from(credentials).where(eq(credentials.userId, userId));
    expect(stored?.verifiedAt).toBeNull();
  });

  it('resends a fresh link only to an unverified account; the old link stops working', async () => {
    const { username, userId, verifyUrl } = await signUpThroughApi(services, auth);
    const before = (await services.published('auth', VerificationRequested)).length;

    const res = await request(auth.url).post('/auth/resend-verification-email').use(asGateway(undefined, { clientIp: '10.1.0.1' })).send({ username: username.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const requested = await services.published('auth', VerificationRequested);
    expect(requested).toHaveLength(before + 1);
    const fresh = requested.at(-1)?.data ?? { userId: '', verifyUrl: '' };
    expect(fresh.userId).toBe(userId);
    expect(fresh.verifyUrl).not.toBe(verifyUrl);

    expect((await request(auth.url).get(pathOf(verifyUrl)).use(asGateway())).headers.location).toBe('/email-verified?status=invalid');
    expect((await request(auth.url).get(pathOf(fresh.verifyUrl)).use(asGateway())).headers.location).toBe('/email-verified');

    clock.advance(31_000);
    const verified = await request(auth.url).post('/auth/resend-verification-email').use(asGateway(undefined, { clientIp: '10.1.0.1' })).send({ username });
    expect(verified.body).toEqual({ ok: true });
    expect(await services.published('auth', VerificationRequested)).toHaveLength(before + 1);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const before = await storedCounts();
    const res = await request(auth.url).post('/auth/resend-verification-email').use(asGateway(undefined, { clientIp: '10.1.0.2' })).send({ username: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await storedCounts()).toEqual(before);
  });

  it('asks to wait before a second mail to one address within 30 seconds', async () => {
    const { username } = await signUpThroughApi(services, auth);
    const send = () => request(auth.url).post('/auth/resend-verification-email').use(asGateway(undefined, { clientIp: '10.1.0.3' })).send({ username });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('30');
    expect(again.body).toEqual({ header: 'Too Many Requests', message: 'Please wait 30 seconds before asking for another email.' });
    clock.advance(30_000);
    expect((await send()).status).toBe(200);
  });

  it('refuses a resend without a valid address', async () => {
    const res = await request(auth.url).post('/auth/resend-verification-email').use(asGateway()).send({ username: '' });
    expect(res.status).toBe(400);
  });

  it('refuses a resend to an account address disguised with a display name or a list, and mails nothing', async () => {
    const { username } = await signUpThroughApi(services, auth);
    const before = await storedCounts();
    for (const disguised of [`${username} <attacker@evil.example>`, `${username}, attacker@evil.example`]) {
      const res = await request(auth.url).post('/auth/resend-verification-email').use(asGateway(undefined, { clientIp: '10.1.0.4' })).send({ username: disguised });
      expect([disguised, res.status, res.body.message]).toEqual([disguised, 400, 'username: Please enter a valid email']);
    }
    expect(await storedCounts()).toEqual(before);
  });

  describe('POST /sign-up-attempts', () => {
    let ipCounter = 0;
    const freshIp = () => `10.4.0.${++ipCounter}`;
    const attempt = (username: string, ip: string) =>
      request(auth.url).post('/sign-up-attempts').use(asGateway(undefined, { clientIp: ip })).send({ username });

    it('lets a sign-up go on with 204 and stores nothing', async () => {
      const before = await storedCounts();
      const res = await attempt('Fresh@Example.com', freshIp());
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(await storedCounts()).toEqual(before);
    });

    it('refuses the 11th sign-up from one client IP within the hour, for any address, with Retry-After', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await attempt(`ip-${i}@example.com`, ip)).status).toBe(204);
      const refused = await attempt('one-more@example.com', ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ header: 'Too Many Requests', message: 'Too many sign-ups. Try again in 60 minutes.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect((await attempt('one-more@example.com', freshIp())).status).toBe(204);
      clock.advance(60 * 60_000);
      expect((await attempt('later@example.com', ip)).status).toBe(204);
    });

    it('refuses a 4th sign-up for one address within the hour, in any case, taken or not', async () => {
      const { username } = await signUpThroughApi(services, auth);
      for (const address of [username, username.toUpperCase(), ` ${username} `]) expect((await attempt(address, freshIp())).status).toBe(204);
      const refused = await attempt(username, freshIp());
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 3; i++) expect((await attempt('unknown@example.com', freshIp())).status).toBe(204);
      expect((await attempt('unknown@example.com', freshIp())).status).toBe(429);
    });

    it.each([
      ['a display name before another address', 'victim@example.com <attacker@evil.example>'],
      ['a comma list', 'a@x.example, b@y.example, c@z.example'],
      ['no @', 'nobody'],
    ])('refuses %s with 400', async (_case, username) => {
      const res = await attempt(username, freshIp());
      expect([res.status, res.body]).toEqual([400, { header: 'Invalid Request', message: 'username: Please enter a valid email' }]);
    });
  });
});
