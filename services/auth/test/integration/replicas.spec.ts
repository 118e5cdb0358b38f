// Two replicas of the auth service, each its own service instance (limiters, relay,
// consumer) on one cluster infrastructure, as pods share PostgreSQL, Redis and RabbitMQ:
// the login throttle counts across both (Redis), and one account signed up at either
// logs in at both.
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { authService } from '../../src/service';
import { authSettings, signUpVerified } from '../support/account-steps';

jest.setTimeout(180_000);

describe('auth service replicas', () => {
  let services: TestServices;
  let replicas: RunningService[];
  let account: { username: string; password: string };

  beforeAll(async () => {
    services = await clusterTestServices('auth');
    const env = authSettings(services);
    replicas = await Promise.all([services.start(authService, { env }), services.start(authService, { env })]);
    const [first] = replicas;
    if (!first) throw new Error('no replica started');
    const { username, password } = await signUpVerified(services, first);
    account = { username, password };
  });

  afterAll(async () => {
    await services?.dispose();
  });

  it('logs in at either replica an account signed up and verified at one', async () => {
    for (const replica of replicas) {
      const res = await request(replica.url).post('/sessions').use(asGateway(undefined, { clientIp: '10.6.0.1' })).send(account);
      expect(res.status).toBe(200);
    }
  });

  it('counts failed logins across replicas', async () => {
    const [a, b] = replicas.map((replica) => replica.url);
    const attempt = (url: string | undefined, password: string, ip: string) =>
      request(url ?? '').post('/sessions').use(asGateway(undefined, { clientIp: ip })).send({ username: account.username, password });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 === 0 ? a : b, 'Wrong-pass1', '10.6.1.1')).status).toBe(401);
    expect((await attempt(b, account.password, '10.6.1.1')).status).toBe(429);
    expect((await attempt(a, account.password, '10.6.1.1')).status).toBe(429);
    // Another address is not refused for the failures of the first one.
    expect((await attempt(b, account.password, '10.6.2.1')).status).toBe(200);
  });

  it('slows an address down across replicas once the account is under attack', async () => {
    const [a, b] = replicas.map((replica) => replica.url);
    const attempt = (url: string | undefined, password: string, ip: string) =>
      request(url ?? '').post('/sessions').use(asGateway(undefined, { clientIp: ip })).send({ username: account.username, password });
    for (let i = 0; i < 15; i++) expect((await attempt(i % 2 === 0 ? a : b, 'Wrong-pass1', `10.6.3.${i}`)).status).toBe(401);
    expect((await attempt(a, 'Wrong-pass1', '10.6.4.1')).status).toBe(401);
    const slowed = await attempt(b, account.password, '10.6.4.1');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect((await attempt(b, account.password, '10.6.5.1')).status).toBe(200);
  });
});
