// What `npm run start:cluster` (and compose, k8s) promise about each service process:
// it connects to PostgreSQL as a role of its own that cannot read another service's
// schema, and it opens only the infrastructure its manifest declares. The real auth and
// profile services run here as the cluster runs them, on this machine's PostgreSQL,
// RabbitMQ and Redis, in a throw-away database with roles of its own.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { connect } from 'amqplib';
import { Client } from 'pg';
import { serviceDatabaseRole, type ServiceName } from '@outings/contracts';
import { dropPostgresDatabase } from '@outings/db';
import { deadLetterQueueName, retryQueueName } from '@outings/bus';
import { createInfrastructure, needsOf, runService, serviceQueueName, type Infrastructure, type RunningService } from '@outings/runtime';
import { testLogger } from '@outings/runtime/testing';
import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';
import { prepareServiceDatabases } from '../../src/service-databases';
import { SERVICE_MODULES } from '../../src/service-modules';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RETRY_DELAY_MS = 100;
const PERMISSION_DENIED = '42501';

/** A TCP port that counts who connects to it: standing in for what a service does not declare. */
async function trap(): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const refusal = (promise: Promise<unknown>) => promise.then(
  () => 'allowed',
  (error: { code?: string }) => (error.code === PERMISSION_DENIED ? 'permission denied' : `failed otherwise: ${String(error)}`),
);

describe('each service process of a cluster', () => {
  const run = randomBytes(5).toString('hex');
  const database = `outings_test_isolation_${run}`;
  const ownerUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
  const exchange = `test.${run}.events`;
  const queuePrefix = `test.${run}`;
  const services: ServiceName[] = ['profile', 'auth'];
  const running: RunningService[] = [];
  const infrastructures: Infrastructure[] = [];
  let urls: Record<ServiceName, string>;
  let stand: Awaited<ReturnType<typeof trap>>;

  beforeAll(async () => {
    stand = await trap();
    urls = await prepareServiceDatabases(ownerUrl, testLogger);
    for (const name of services) {
      const env = {
        DATABASE_URL: urls[name],
        DATABASE_POOL_MAX: '2',
        RABBITMQ_URL,
        EVENT_EXCHANGE: exchange,
        EVENT_QUEUE_PREFIX: queuePrefix,
        EVENT_RETRY_DELAYS_MS: String(RETRY_DELAY_MS),
        // Auth declares Redis; profile must not open it.
        REDIS_URL: name === 'profile' ? `redis://127.0.0.1:${stand.port}` : REDIS_URL,
        AUTH_RATE_LIMIT_PREFIX: `test:isolation:${run}`,
        // Would be used if the process opened them: it must not.
        S3_ENDPOINT: `http://127.0.0.1:${stand.port}`,
        S3_ACCESS_KEY: 'unused',
        S3_SECRET_KEY: 'unused',
        SMTP_URL: `smtp://127.0.0.1:${stand.port}`,
        INTERNAL_AUTH_SECRET: TEST_INTERNAL_AUTH_SECRET,
      };
      // As runServiceProcess opens it: for this one service's needs.
      const infrastructure = await createInfrastructure('cluster', env, testLogger, needsOf([name]));
      infrastructures.push(infrastructure);
      running.push(await runService(SERVICE_MODULES[name], infrastructure, { port: 0, logger: testLogger.child({ name }) }));
    }
  });

  afterAll(async () => {
    for (const service of running) await service.stop();
    for (const infrastructure of infrastructures) await infrastructure.close();
    stand.server.close();
    const admin = await connect(RABBITMQ_URL);
    const channel = await admin.createChannel();
    for (const name of services) {
      const queue = serviceQueueName(queuePrefix, name);
      for (const dead of [queue, deadLetterQueueName(queue), retryQueueName(queue, RETRY_DELAY_MS)]) await channel.deleteQueue(dead);
    }
    await channel.deleteExchange(exchange);
    await admin.close();
    await dropPostgresDatabase(ownerUrl);
    const roles = Object.keys(urls).map((name) => `"${serviceDatabaseRole(database, name)}"`);
    await query('postgres://postgres@127.0.0.1:5432/postgres', `drop role if exists ${roles.join(', ')}`);
  });

  it('migrated and runs its service as its own role', async () => {
    for (const service of running) expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
    expect(await query(urls.profile, 'select current_user as role')).toEqual([{ role: `outings_test_isolation_${run}_profile` }]);
    expect(await query(urls.profile, "select nspowner::regrole::text as owner from pg_namespace where nspname = 'profile'")).toEqual([
      { owner: `outings_test_isolation_${run}_profile` },
    ]);
  });

  it("reads its own tables and none of another service's", async () => {
    await expect(query(urls.profile, 'select count(*)::int as n from profile.profiles')).resolves.toEqual([{ n: 0 }]);
    await expect(query(urls.auth, 'select count(*)::int as n from auth.credentials')).resolves.toEqual([{ n: 0 }]);
    expect(await refusal(query(urls.profile, 'select * from auth.credentials'))).toBe('permission denied');
    expect(await refusal(query(urls.profile, 'select * from auth.outbox'))).toBe('permission denied');
    expect(await refusal(query(urls.auth, 'select * from profile.profiles'))).toBe('permission denied');
    expect(await refusal(query(urls.auth, 'create table profile.intruder (n int)'))).toBe('permission denied');
    // The roles of services that have not started yet exist too, with their schemas.
    expect(await refusal(query(urls.media, 'select * from profile.profiles'))).toBe('permission denied');
  });

  it('opens no infrastructure its manifest does not declare (no S3, no SMTP; no Redis for profile)', () => {
    expect(stand.connections()).toBe(0);
    const [profile, auth] = infrastructures;
    expect([profile?.storage, profile?.mailer, profile?.jobs, profile?.redis]).toEqual([null, null, null, null]);
    expect(auth?.redis).not.toBeNull();
    expect([auth?.storage, auth?.mailer, auth?.jobs]).toEqual([null, null, null]);
  });

  it('sets the roles up when two starts do it at once', async () => {
    const [first, second] = await Promise.all([prepareServiceDatabases(ownerUrl, testLogger), prepareServiceDatabases(ownerUrl, testLogger)]);
    expect(Object.keys(first)).toEqual(Object.keys(second));
  });

  it('hands over, on the next start, tables an earlier start created as the owner', async () => {
    await query(ownerUrl, 'create table profile.left_by_owner (n int)');
    await prepareServiceDatabases(ownerUrl, testLogger).then((next) => (urls = next));
    await expect(query(urls.profile, 'select count(*)::int as n from profile.left_by_owner')).resolves.toEqual([{ n: 0 }]);
  });
});
