// `npm run start:cluster`: every service is its own process with its own durable queue in
// RabbitMQ, consumed while it runs; and each connects to PostgreSQL as a role of its own,
// which cannot read another service's schema.
import { connect } from 'amqplib';
import { Client } from 'pg';
import { SERVICE_NAMES, serviceDatabaseRole, servicePortVariable } from '@outings/contracts';
import { expect, test } from '../support/fixtures';
import { CLUSTER_DATABASE, CLUSTER_SERVICE_PORTS, E2E_NAMESPACE, METRICS_PORTS } from '../support/e2e-environment';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

// Every service consumes events, so each has its queue.
const EVENT_CONSUMERS = SERVICE_NAMES;

function clusterDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/outings');
  url.pathname = `/${CLUSTER_DATABASE}`;
  return url.toString();
}

test('each service consumes its own durable queue', async () => {
  const connection = await connect(RABBITMQ_URL);
  try {
    for (const service of EVENT_CONSUMERS) {
      const queue = `${E2E_NAMESPACE}.${service}`;
      // A fresh channel per check: a refused declaration closes its channel.
      const channel = await connection.createChannel();
      const { consumerCount } = await channel.checkQueue(queue);
      expect(consumerCount, `${queue} has a consumer`).toBeGreaterThanOrEqual(1);
      // Re-declaring as durable is refused (PRECONDITION_FAILED) unless the queue is durable.
      await expect(channel.assertQueue(queue, { durable: true }), `${queue} is durable`).resolves.toMatchObject({ queue });
      await channel.close();
    }
  } finally {
    await connection.close();
  }
});

test('each service connects as its own role, owner of its schema and of no other', async () => {
  const client = new Client({ connectionString: clusterDatabaseUrl() });
  await client.connect();
  try {
    const connected = await client.query<{ role: string }>('select distinct usename as role from pg_stat_activity where datname = current_database()');
    const owners = await client.query<{ schema: string; owner: string }>('select nspname as schema, nspowner::regrole::text as owner from pg_namespace');
    for (const service of SERVICE_NAMES) {
      const role = serviceDatabaseRole(CLUSTER_DATABASE, service);
      expect(connected.rows.map((row) => row.role), `${service} connects as ${role}`).toContain(role);
      expect(owners.rows.filter((row) => row.owner === role).map((row) => row.schema), `${role} owns its schema only`).toEqual([service]);
    }
  } finally {
    await client.end();
  }
});

// `/metrics` answers on every process, each with its own series; the gateway's
// on its metrics port, not on the public one.
test('every process serves its metrics', async ({ request }) => {
  const metricsOf = async (url: string) => {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    return answer.text();
  };
  for (const service of SERVICE_NAMES) {
    const text = await metricsOf(`http://127.0.0.1:${CLUSTER_SERVICE_PORTS[servicePortVariable(service)]}/metrics`);
    expect(text, service).toContain(`events_consumed_total`);
    expect(text, service).toContain(`outbox_pending_events{service="${service}"}`);
    expect(text, service).toContain('process_resident_memory_bytes');
  }
  const gateway = await metricsOf(`http://127.0.0.1:${METRICS_PORTS.cluster}/metrics`);
  expect(gateway).toContain('realtime_open_sockets{service="gateway"}');
  expect(gateway).toMatch(/http_request_duration_seconds_count\{[^}]*service="gateway"/);
  expect(await (await request.get('/metrics')).text()).not.toContain('http_request_duration_seconds');
});
