import { eq } from 'drizzle-orm';
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { PasswordResetRequested } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, useMovableClock, type MovableClock, type TestServices } from '@outings/runtime/testing';
import { credentials } from '../../src/persistence/schema';
import { authService } from '../../src/service';
import { pathOf, signUpThroughApi, signUpVerified, TEST_PUBLIC_URL, type SignedUp } from '../support/account-steps';
import { linkSecret } from '../support/sign-up-input';

const EXPIRED = { header: 'Reset Link Expired', message: 'This reset link is invalid or has expired. Please request a new one.' };

describe('password reset routes', () => {
  let services: TestServices;
  let auth: RunningService;
  let clock: MovableClock;
  let ipCounter = 0;
  const freshIp = () => `10.3.0.${++ipCounter}`;

  beforeAll(async () => {
    clock = useMovableClock();
    services = await embeddedTestServices({ PUBLIC_URL: TEST_PUBLIC_URL });
    auth = await services.start(authService);
  }, 60_000);

  afterAll(async () => {
    await services.dispose();
    jest.useRealTimers();
  });

  const sendLink = (username: string) =>
    request(auth.url).post('/auth/send-reset-link').use(asGateway(undefined, { clientIp: freshIp() })).send({ username });
  const reset = (body: object) => request(auth.url).post('/auth/reset-password').use(asGateway()).send(body);
  const logIn = (username: string, password: string) =>
    request(auth.url).post('/sessions').use(asGateway(undefined, { clientIp: freshIp() })).send({ username, password });
  const passwordHashOf = async (userId: string) =>
    (await services.infrastructure.database.db.select().from(credentials).where(eq(credentials.userId, userId)))[0]?.passwordHash;

  async function requestLink(account: SignedUp): Promise<{ userId: string; token: string; resetUrl: string }> {
    expect((await sendLink(account.username)).body).toEqual({ ok: true });
    const data = (await services.published('auth', PasswordResetRequested)).at(-1)?.data;
    if (!data) throw new Error('no reset mail requested');
    expect(data).toMatchObject({ userId: account.userId, email: account.username, firstName: 'Ann' });
    return { ...linkSecret(data.resetUrl), resetUrl: data.resetUrl };
  }

  it('mails a link to /reset-password/{userID} with a secret, and answers an unknown e-mail the same', async () => {
    const account = await signUpVerified(services, auth);
    const before = (await services.outbox('auth')).length;
    const unknown = await sendLink('nobody@example.com');
    expect([unknown.status, unknown.body]).toEqual([200, { ok: true }]);
    expect(await services.outbox('auth')).toHaveLength(before);

    const { resetUrl, userId } = await requestLink(account);
    expect(resetUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/reset-password/${account.userId}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(userId).toBe(account.userId);
  });

  it.each([
    ['a display name before another address', (username: string) => `${username} <attacker@evil.example>`],
    ['a list of addresses', (username: string) => `${username}, attacker@evil.example`],
  ])('refuses %s with 400 and mails nothing', async (_case, disguise) => {
    const account = await signUpVerified(services, auth);
    const before = (await services.outbox('auth')).length;
    const res = await sendLink(disguise(account.username));
    expect([res.status, res.body]).toEqual([400, { header: 'Invalid Request', message: 'username: Please enter a valid email' }]);
    expect(await services.outbox('auth')).toHaveLength(before);
  });

  it('sets the new password with the secret, once; the old password stops working', async () => {
    const account = await signUpVerified(services, auth);
    const { userId, token } = await requestLink(account);

    const res = await reset({ userID: userId, token, password: 'Brand-new2' });
    expect([res.status, res.body]).toEqual([200, { ok: true, userId }]);
    expect((await logIn(account.username, account.password)).status).toBe(401);
    expect((await logIn(account.username, 'Brand-new2')).status).toBe(200);

    const again = await reset({ userID: userId, token, password: 'Third-one3' });
    expect([again.status, again.body]).toEqual([406, EXPIRED]);
    expect((await logIn(account.username, 'Brand-new2')).status).toBe(200);
  });

  it('never resets with a userID alone or a wrong secret, and changes nothing', async () => {
    const account = await signUpVerified(services, auth);
    const { userId, token } = await requestLink(account);
    const other = await signUpVerified(services, auth);
    const hashBefore = await passwordHashOf(userId);
    for (const body of [
      { userID: userId, password: 'Hijacked-1' },
      { userID: userId, token: '', password: 'Hijacked-1' },
      { userID: userId, token: `${token.slice(0, -1)}x`, password: 'Hijacked-1' },
      { userID: other.userId, token, password: 'Hijacked-1' },
      { userID: 'not-a-user-id', token, password: 'Hijacked-1' },
    ]) {
      const res = await reset(body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([JSON.stringify(body), 406, EXPIRED]);
    }
    expect(await passwordHashOf(userId)).toBe(hashBefore);
    expect((await logIn(account.username, account.password)).status).toBe(200);
  });

  it('refuses a secret after its hour, and an older secret once a newer one was sent', async () => {
    const account = await signUpVerified(services, auth);
    const first = await requestLink(account);
    clock.advance(31_000);
    const second = await requestLink(account);
    expect((await reset({ userID: account.userId, token: first.token, password: 'Brand-new2' })).status).toBe(406);

    clock.advance(60 * 60_000);
    expect((await reset({ userID: account.userId, token: second.token, password: 'Brand-new2' })).status).toBe(406);
    expect((await logIn(account.username, account.password)).status).toBe(200);
  });

  it('verifies an unverified account by the reset, and retires its verification link', async () => {
    const account = await signUpThroughApi(services, auth);
    const { token } = await requestLink(account);
    expect((await reset({ userID: account.userId, token, password: 'Brand-new2' })).status).toBe(200);
    expect((await logIn(account.username, 'Brand-new2')).status).toBe(200);
    expect((await request(auth.url).get(pathOf(account.verifyUrl)).use(asGateway())).headers.location).toBe('/email-verified?status=invalid');
  });

  it('lifts the login throttle of the account for the address the owner reset from', async () => {
    const account = await signUpVerified(services, auth);
    const ip = freshIp();
    const logInFrom = (password: string) =>
      request(auth.url).post('/sessions').use(asGateway(undefined, { clientIp: ip })).send({ username: account.username, password });
    for (let i = 0; i < 5; i++) await logInFrom('Wrong-pass1');
    expect((await logInFrom(account.password)).status).toBe(429);
    const { token } = await requestLink(account);
    const done = await request(auth.url)
      .post('/auth/reset-password')
      .use(asGateway(undefined, { clientIp: ip }))
      .send({ userID: account.userId, token, password: 'Brand-new2' });
    expect(done.status).toBe(200);
    expect((await logInFrom('Brand-new2')).status).toBe(200);
  });

  it('asks to wait before a second link to one address within 30 seconds', async () => {
    const account = await signUpVerified(services, auth);
    await requestLink(account);
    const again = await sendLink(account.username);
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('30');
  });

  it.each([
    ['a password without digit or special character', { password: 'onlyletters' }, /Password must contain one number or special carachter/],
    ['an empty password', { password: '' }, /Please enter a valid password/],
    ['no userID', { userID: undefined }, /^userID: /],
  ])('answers %s with 400 and keeps the secret usable', async (_case, override, message) => {
    const account = await signUpVerified(services, auth);
    const { token } = await requestLink(account);
    const res = await reset({ userID: account.userId, token, password: 'Brand-new2', ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await reset({ userID: account.userId, token, password: 'Brand-new2' })).status).toBe(200);
  });
});
