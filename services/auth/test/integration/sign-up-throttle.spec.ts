// Sign-up throttling against the cluster-mode service: counts in Redis, mails read back
// from RabbitMQ as the notification service would receive them. A sign-up is what the
// gateway does: ask `POST /sign-up-attempts`, then (picture staged) `POST /accounts`.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { VerificationRequested, type EventEnvelope } from '@outings/contracts';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { SIGN_UP_THROTTLE } from '../../src/domain/throttle-policy';
import { authService } from '../../src/service';
import { authSettings } from '../support/account-steps';
import { signUpBody } from '../support/sign-up-input';

jest.setTimeout(120_000);

describe('auth service in a cluster: sign-up throttling', () => {
  let services: TestServices;
  let received: EventEnvelope[];
  let url: string;

  beforeAll(async () => {
    services = await clusterTestServices('auth');
    received = await services.capture([VerificationRequested.type]);
    url = (await services.start(authService, { env: authSettings(services) })).url;
  });

  afterAll(async () => {
    await services?.dispose();
  });

  /** Resolves to the status the browser would get: the attempt's refusal, or the creation's answer. */
  async function signUp(username: string, ip: string): Promise<{ status: number; retryAfter?: string }> {
    const attempt = await request(url).post('/sign-up-attempts').use(asGateway(undefined, { clientIp: ip })).send({ username });
    if (attempt.status !== 204) return { status: attempt.status, retryAfter: attempt.headers['retry-after'] };
    const created = await request(url).post('/accounts').use(asGateway(undefined, { clientIp: ip })).send(signUpBody(username));
    return { status: created.status };
  }

  const verificationMailsTo = (suffix: string) =>
    received.filter((event) => event.type === VerificationRequested.type && String((event.data as { email?: string }).email).endsWith(suffix));

  it('refuses 30 sign-ups from one client IP past the limit, with Retry-After, and mails only the allowed ones', async () => {
    const run = randomUUID().slice(0, 8);
    const suffix = `-${run}@example.com`;
    const outcomes = [];
    for (let i = 0; i < 30; i++) outcomes.push(await signUp(`flood${i}${suffix}`, '10.5.0.1'));

    const allowed = SIGN_UP_THROTTLE.perClientIp.points;
    expect(outcomes.slice(0, allowed).map((outcome) => outcome.status)).toEqual(Array(allowed).fill(201));
    const refused = outcomes.slice(allowed);
    expect(refused.map((outcome) => outcome.status)).toEqual(Array(30 - allowed).fill(429));
    for (const outcome of refused) expect(Number(outcome.retryAfter)).toBeGreaterThan(59 * 60);

    await waitFor('the allowed verification mails', () => verificationMailsTo(suffix).length >= allowed);
    // A few relay polls more: no further mail may come.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(verificationMailsTo(suffix)).toHaveLength(allowed);

    // Another client is not held back by this one.
    expect((await signUp(`other${suffix}`, '10.5.0.2')).status).toBe(201);
  });

  it('refuses a 4th sign-up for one address within the hour from any client, taken or not', async () => {
    const address = `again-${randomUUID().slice(0, 8)}@example.com`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signUp(address, `10.5.1.${i}`)).status);
    expect(statuses).toEqual([201, 406, 406, 429]);
  });
});
