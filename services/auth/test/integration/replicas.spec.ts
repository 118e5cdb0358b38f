// Two replicas of the auth service, each with its own connections, as in a cluster: the
// login throttle counts across both (Redis), and the demo seed runs once however many
// replicas start together (PostgreSQL's unique username).
import { count } from 'drizzle-orm';
import request from 'supertest';
import { AccountRegistered, readEvent } from '@outings/contracts';
import { messagingTables } from '@outings/db';
import { startAuthCluster, type AuthCluster } from '../support/auth-cluster';
import { SAMPLE_LOGIN, demoAccounts } from '../../src/demo/demo-accounts';

jest.setTimeout(180_000);

describe('auth service replicas', () => {
  let cluster: AuthCluster;

  beforeAll(async () => {
    cluster = await startAuthCluster({ DEMO_SEED: 'true' }, { replicas: 2 });
  });

  afterAll(async () => {
    await cluster?.dispose();
  });

  it('seeds the demo accounts once, verified, announced through RabbitMQ', async () => {
    const expected = demoAccounts().length;
    const { outbox } = messagingTables('auth');
    const [rows] = await cluster.infrastructure.database.db.select({ n: count() }).from(outbox);
    expect(rows?.n).toBe(expected);
    const registered = () => cluster.received.filter((event) => event.type === AccountRegistered.type);
    await cluster.waitFor('every demo account announced', () => registered().length >= expected);
    const keys = registered().map((event) => readEvent(AccountRegistered, event).profile_picture.key);
    expect(keys.sort()).toEqual(demoAccounts().map((account) => `demo/${account.slug}`).sort());
    const [first] = cluster.replicas;
    const res = await request(first?.url ?? '').post('/sessions').set('x-outings-client-ip', '10.6.0.1').send(SAMPLE_LOGIN);
    expect(res.status).toBe(200);
  });

  it('counts failed logins across replicas', async () => {
    const [a, b] = cluster.replicas.map((replica) => replica.url);
    const attempt = (url: string | undefined, password: string, ip: string) =>
      request(url ?? '').post('/sessions').set('x-outings-client-ip', ip).send({ username: SAMPLE_LOGIN.username, password });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 === 0 ? a : b, 'Wrong-pass1', `10.6.1.${i}`)).status).toBe(401);
    expect((await attempt(b, SAMPLE_LOGIN.password, '10.6.2.1')).status).toBe(429);
    expect((await attempt(a, SAMPLE_LOGIN.password, '10.6.2.2')).status).toBe(429);
  });
});
