// Two replicas of the auth service, each its own service instance (limiters, relay,
// consumer) on one cluster infrastructure, as pods share PostgreSQL, Redis and RabbitMQ:
// the login throttle counts across both (Redis), and the demo seed runs once however
// many replicas start together (PostgreSQL's unique username).
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { AccountRegistered, readEvent, type EventEnvelope } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { SAMPLE_LOGIN, demoAccounts } from '../../src/demo/demo-accounts';
import { authService } from '../../src/service';
import { authSettings } from '../support/account-steps';

jest.setTimeout(180_000);

describe('auth service replicas', () => {
  let services: TestServices;
  let received: EventEnvelope[];
  let replicas: RunningService[];

  beforeAll(async () => {
    services = await clusterTestServices('auth');
    // Bound before any replica starts: the seed publishes at start-up.
    received = await services.capture([AccountRegistered.type]);
    const env = { ...authSettings(services), DEMO_SEED: 'true' };
    replicas = await Promise.all([services.start(authService, { env }), services.start(authService, { env })]);
  });

  afterAll(async () => {
    await services?.dispose();
  });

  it('seeds the demo accounts once, verified, announced through RabbitMQ', async () => {
    const expected = demoAccounts().length;
    expect(await services.outbox('auth')).toHaveLength(expected);
    const registered = () => received.filter((event) => event.type === AccountRegistered.type);
    await waitFor('every demo account announced', () => registered().length >= expected);
    const keys = registered().map((event) => readEvent(AccountRegistered, event).profile_picture.key);
    expect(keys.sort()).toEqual(demoAccounts().map((account) => `demo/${account.slug}`).sort());
    const [first] = replicas;
    const res = await request(first?.url ?? '').post('/sessions').use(asGateway(undefined, { clientIp: '10.6.0.1' })).send(SAMPLE_LOGIN);
    expect(res.status).toBe(200);
  });

  it('counts failed logins across replicas', async () => {
    const [a, b] = replicas.map((replica) => replica.url);
    const attempt = (url: string | undefined, password: string, ip: string) =>
      request(url ?? '').post('/sessions').use(asGateway(undefined, { clientIp: ip })).send({ username: SAMPLE_LOGIN.username, password });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 === 0 ? a : b, 'Wrong-pass1', '10.6.1.1')).status).toBe(401);
    expect((await attempt(b, SAMPLE_LOGIN.password, '10.6.1.1')).status).toBe(429);
    expect((await attempt(a, SAMPLE_LOGIN.password, '10.6.1.1')).status).toBe(429);
    // Another address is not refused for the failures of the first one.
    expect((await attempt(b, SAMPLE_LOGIN.password, '10.6.2.1')).status).toBe(200);
  });

  it('slows an address down across replicas once the account is under attack', async () => {
    const [a, b] = replicas.map((replica) => replica.url);
    const attempt = (url: string | undefined, password: string, ip: string) =>
      request(url ?? '').post('/sessions').use(asGateway(undefined, { clientIp: ip })).send({ username: SAMPLE_LOGIN.username, password });
    for (let i = 0; i < 15; i++) expect((await attempt(i % 2 === 0 ? a : b, 'Wrong-pass1', `10.6.3.${i}`)).status).toBe(401);
    expect((await attempt(a, 'Wrong-pass1', '10.6.4.1')).status).toBe(401);
    const slowed = await attempt(b, SAMPLE_LOGIN.password, '10.6.4.1');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect((await attempt(b, SAMPLE_LOGIN.password, '10.6.5.1')).status).toBe(200);
  });
});
