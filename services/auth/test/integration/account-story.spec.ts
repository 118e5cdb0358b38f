// The whole account story over HTTP against a cluster-mode auth service: PostgreSQL,
// Redis and RabbitMQ for real, events read back from the bus as consumers get them.
import { randomUUID } from 'node:crypto';
import request, { type Response } from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { AccountRegistered, PasswordResetRequested, VerificationRequested, readEvent, type EventEnvelope } from '@outings/contracts';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { authService } from '../../src/service';
import { authSettings, TEST_PUBLIC_URL } from '../support/account-steps';
import { signUpBody, linkSecret } from '../support/sign-up-input';

jest.setTimeout(120_000);

describe('auth service in a cluster: the account story', () => {
  let services: TestServices;
  /** Auth's events as a consuming service receives them, through RabbitMQ. */
  let received: EventEnvelope[];
  let url: string;
  const responses: Response[] = [];
  /** Every call goes through here, so the last test can check that none answered 5xx. */
  const call = async (build: (agent: ReturnType<typeof request>) => request.Test) => {
    const res = await build(request(url));
    responses.push(res);
    return res;
  };
  const ip = `10.9.${Math.floor(Math.random() * 250)}.1`;

  beforeAll(async () => {
    services = await clusterTestServices('auth', { PUBLIC_URL: TEST_PUBLIC_URL });
    // Bound before auth starts: a topic exchange drops events no queue is bound for yet.
    received = await services.capture([AccountRegistered.type, VerificationRequested.type, PasswordResetRequested.type]);
    url = (await services.start(authService, { env: authSettings(services) })).url;
  });

  afterAll(async () => {
    await services?.dispose();
  });

  async function eventArrived(match: (event: EventEnvelope) => boolean): Promise<EventEnvelope> {
    await waitFor('an event from auth', () => received.some(match));
    return received.find(match) as EventEnvelope;
  }

  const logIn = (username: string, password: string, from = ip) =>
    call((agent) => agent.post('/sessions').use(asGateway(undefined, { clientIp: from })).send({ username, password }));
  const ofUser = (definition: { type: string }, userId: string) => (event: EventEnvelope) =>
    event.type === definition.type && (event.data as { userId?: string }).userId === userId;

  it('signs up, verifies, logs in, is throttled, resets the password with the mailed secret', async () => {
    const email = `Story-${randomUUID()}@Example.com`;
    const username = email.toLowerCase();
    const body = signUpBody(email);

    // Sign-up: 201, then both events arrive through RabbitMQ with the request id.
    const created = await call((agent) => agent.post('/accounts').use(asGateway()).set('x-request-id', 'story-1').send(body));
    expect(created.status).toBe(201);
    const { userId } = created.body as { userId: string };
    const registered = await eventArrived(ofUser(AccountRegistered, userId));
    expect(registered).toMatchObject({ producer: 'auth', correlationId: 'story-1' });
    expect(readEvent(AccountRegistered, registered)).toMatchObject({
      username,
      first_name: 'Ann',
      location: 'London, GB',
      profile_picture: { key: body.pictureKey, zoom: 1.5, crop: { x: 10, y: 20 } },
    });
    const verification = readEvent(VerificationRequested, await eventArrived(ofUser(VerificationRequested, userId)));
    expect(verification).toMatchObject({ email: username, firstName: 'Ann' });
    expect(verification.verifyUrl.startsWith(`${TEST_PUBLIC_URL}/auth/verify-email?userId=${userId}&token=`)).toBe(true);

    // The same e-mail in another case: 406.
    const duplicate = await call((agent) => agent.post('/accounts').use(asGateway()).send(signUpBody(email.toUpperCase())));
    expect([duplicate.status, duplicate.body]).toEqual([406, { header: 'Account Already Exists', message: `Account for ${username} already exists.` }]);

    // Not verified yet: the right password gets 406.
    const unverified = await logIn(username, body.user.password);
    expect(unverified.status).toBe(406);
    expect(unverified.body.header).toBe('Email Not Verified');

    // The link from the event verifies, once.
    const verifyPath = verification.verifyUrl.replace(TEST_PUBLIC_URL, '');
    expect((await call((agent) => agent.get(verifyPath).use(asGateway()))).headers.location).toBe('/email-verified');
    expect((await call((agent) => agent.get(verifyPath).use(asGateway()))).headers.location).toBe('/email-verified?status=invalid');

    const loggedIn = await logIn(email, body.user.password);
    expect([loggedIn.status, loggedIn.body]).toEqual([200, { userId }]);

    // Five failures from one address, then 429 there even for the right password, with Retry-After.
    for (let i = 0; i < 5; i++) expect((await logIn(username, `Wrong-${i}`)).status).toBe(401);
    const throttled = await logIn(username, body.user.password);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ header: 'Too Many Attempts', message: 'Too many failed logins. Try again in 15 minutes.' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);

    // A userID alone never resets.
    const userIdAlone = await call((agent) => agent.post('/auth/reset-password').use(asGateway()).send({ userID: userId, password: 'Hijacked-1' }));
    expect(userIdAlone.status).toBe(406);
    expect(userIdAlone.body.header).toBe('Reset Link Expired');

    // The reset link mail, then the reset with its secret.
    const linkSent = await call((agent) => agent.post('/auth/send-reset-link').use(asGateway(undefined, { clientIp: ip })).send({ username: email }));
    expect([linkSent.status, linkSent.body]).toEqual([200, { ok: true }]);
    const reset = readEvent(PasswordResetRequested, await eventArrived(ofUser(PasswordResetRequested, userId)));
    expect(reset.resetUrl.startsWith(`${TEST_PUBLIC_URL}/reset-password/${userId}?token=`)).toBe(true);
    const { token } = linkSecret(reset.resetUrl);
    const done = await call((agent) =>
      agent.post('/auth/reset-password').use(asGateway(undefined, { clientIp: ip })).send({ userID: userId, token, password: 'Brand-new2' }),
    );
    expect([done.status, done.body]).toEqual([200, { ok: true, userId }]);

    // The reset lifted the throttle for the address it came from; the old password is
    // refused, the new one accepted.
    expect((await logIn(username, body.user.password)).status).toBe(401);
    expect((await logIn(username, 'Brand-new2')).status).toBe(200);

    // The same secret a second time: refused, nothing changes.
    const again = await call((agent) => agent.post('/auth/reset-password').use(asGateway()).send({ userID: userId, token, password: 'Third-one3' }));
    expect(again.status).toBe(406);
    expect((await logIn(username, 'Brand-new2')).status).toBe(200);
  });

  it('answers unknown addresses like known ones and never puts a secret on the wire twice', async () => {
    const before = received.length;
    for (const path of ['/auth/send-reset-link', '/auth/resend-verification-email']) {
      const res = await call((agent) => agent.post(path).use(asGateway(undefined, { clientIp: `10.8.0.${Math.floor(Math.random() * 250)}` })).send({ username: `nobody-${randomUUID()}@example.com` }));
      expect([res.status, res.body]).toEqual([200, { ok: true }]);
    }
    // Give the relay a few polls: nothing may arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(received.length).toBe(before);
  });

  it('answered nothing with a 5xx', () => {
    expect(responses.length).toBeGreaterThan(0);
    expect(responses.filter((res) => res.status >= 500).map((res) => `${res.status} ${JSON.stringify(res.body)}`)).toEqual([]);
  });
});
