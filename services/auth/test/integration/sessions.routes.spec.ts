import { Algorithm, hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, useMovableClock, type MovableClock, type TestServices } from '@outings/runtime/testing';
import { credentials } from '../../src/persistence/schema';
import { authService } from '../../src/service';
import { signUpThroughApi, signUpVerified, TEST_PUBLIC_URL } from '../support/account-steps';

const WRONG = { header: 'Incorrect Username or Password', message: 'Try again.' };

describe('POST /sessions', () => {
  let services: TestServices;
  let auth: RunningService;
  let clock: MovableClock;
  let ipCounter = 0;
  /** A client address of its own per test, so the per-IP count never leaks between tests. */
  const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    clock = useMovableClock();
    services = await embeddedTestServices({ PUBLIC_URL: TEST_PUBLIC_URL });
    auth = await services.start(authService);
  }, 60_000);

  afterAll(async () => {
    await services.dispose();
    jest.useRealTimers();
  });

  const logIn = (username: string, password: string, ip: string) =>
    request(auth.url).post('/sessions').use(asGateway(undefined, { clientIp: ip })).send({ username, password });

  it('answers the user id for the right password of a verified account, whatever the case of the e-mail', async () => {
    const account = await signUpVerified(services, auth);
    const res = await logIn(account.username.toUpperCase(), account.password, freshIp());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: account.userId });
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const account = await signUpVerified(services, auth);
    const wrongPassword = await logIn(account.username, 'Wrong-pass1', freshIp());
    const unknownUser = await logIn('nobody@example.com', account.password, freshIp());
    expect([wrongPassword.status, wrongPassword.body]).toEqual([401, WRONG]);
    expect([unknownUser.status, unknownUser.body]).toEqual([401, WRONG]);
  });

  it('answers a username no sign-up would take (a display name, a list) with the same 401, not a 400', async () => {
    const account = await signUpVerified(services, auth);
    for (const username of [`${account.username} <attacker@evil.example>`, `${account.username}, other@example.com`]) {
      const res = await logIn(username, account.password, freshIp());
      expect([username, res.status, res.body]).toEqual([username, 401, WRONG]);
    }
  });

  it('refuses an unverified account with 406, but only once the password is right', async () => {
    const account = await signUpThroughApi(services, auth);
    const wrong = await logIn(account.username, 'Wrong-pass1', freshIp());
    expect([wrong.status, wrong.body]).toEqual([401, WRONG]);
    const right = await logIn(account.username, account.password, freshIp());
    expect(right.status).toBe(406);
    expect(right.body).toEqual({
      header: 'Email Not Verified',
      message: `Please verify your email address first: follow the link we sent to ${account.username}.`,
    });
  });

  it('lets the owner in from a fresh address after wrong passwords from rotating addresses', async () => {
    const account = await signUpVerified(services, auth);
    for (let i = 0; i < 8; i++) expect((await logIn(account.username, `Wrong-${i}`, freshIp())).status).toBe(401);
    const signedIn = await logIn(account.username, account.password, freshIp());
    expect([signedIn.status, signedIn.body]).toEqual([200, { userId: account.userId }]);
  });

  it('refuses an address after 5 failures for one account, even with the right password, and says for how long', async () => {
    const account = await signUpVerified(services, auth);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await logIn(account.username, `Wrong-${i}`, ip)).status).toBe(401);
    const blocked = await logIn(account.username, account.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ header: 'Too Many Attempts', message: 'Too many failed logins. Try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Only that address: the owner elsewhere gets in, and the address may still try other accounts.
    expect((await logIn(account.username, account.password, freshIp())).status).toBe(200);
    expect((await logIn('someone-else@example.com', 'Wrong-pass1', ip)).status).toBe(401);
  });

  it('refuses a client IP after 100 failures, whatever the account, for up to an hour', async () => {
    const ip = freshIp();
    const account = await signUpVerified(services, auth);
    for (let i = 0; i < 100; i++) expect((await logIn(`guess${i}@example.com`, 'Wrong-pass1', ip)).status).toBe(401);
    const blocked = await logIn(account.username, account.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.header).toBe('Too Many Attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect((await logIn(account.username, account.password, freshIp())).status).toBe(200);
  });

  it('slows an address that failed for an account under attack down by seconds, never minutes', async () => {
    const account = await signUpVerified(services, auth);
    for (let i = 0; i < 15; i++) expect((await logIn(account.username, `Wrong-${i}`, freshIp())).status).toBe(401);
    const ip = freshIp();
    expect((await logIn(account.username, 'Wrong-pass1', ip)).status).toBe(401);
    const slowed = await logIn(account.username, account.password, ip);
    expect(slowed.status).toBe(429);
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(slowed.body).toEqual({
      header: 'Too Many Attempts',
      message: `Too many failed logins. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    });
    expect((await logIn(account.username, account.password, freshIp())).status).toBe(200);
    clock.advance(retryAfter * 1000);
    expect((await logIn(account.username, account.password, ip)).status).toBe(200);
  });

  it('starts an address afresh for the account after a successful login from it', async () => {
    const account = await signUpVerified(services, auth);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await logIn(account.username, 'Wrong-pass1', ip)).status).toBe(401);
    expect((await logIn(account.username, account.password, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await logIn(account.username, 'Wrong-pass1', ip)).status).toBe(401);
  });

  it('upgrades a hash made with older parameters at the next login', async () => {
    const account = await signUpVerified(services, auth);
    const older = await hash(account.password, { algorithm: Algorithm.Argon2id, memoryCost: 8_192, timeCost: 1, parallelism: 1 });
    await services.infrastructure.database.db.update(credentials).set({ passwordHash: older }).where(eq(credentials.userId, account.userId));
    expect((await logIn(account.username, account.password, freshIp())).status).toBe(200);
    const [stored] = await services.infrastructure.database.db.select().from(credentials).where(eq(credentials.userId, account.userId));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await logIn(account.username, account.password, freshIp())).status).toBe(200);
  });

  it.each([
    ['no password', { username: 'a@example.com' }],
    ['an empty password', { username: 'a@example.com', password: '' }],
    ['no username', { password: 'Secret-pass1' }],
    ['an e-mail without @', { username: 'nobody', password: 'Secret-pass1' }],
    ['an over-long password', { username: 'a@example.com', password: 'x'.repeat(129) }],
  ])('answers %s with 400', async (_case, body) => {
    const res = await request(auth.url).post('/sessions').use(asGateway(undefined, { clientIp: freshIp() })).send(body);
    expect(res.status).toBe(400);
    expect(res.body.header).toBe('Invalid Request');
  });
});
