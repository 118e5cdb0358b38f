// On PostgreSQL and RabbitMQ with two replicas: concurrent creates and joins of one user
// through both cannot pass the pending cap together (the per-user advisory lock), and the
// feed reads friendships delivered on the bus.
import { sql } from 'drizzle-orm';
import { OUTING_LIMITS, OutingCreated } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { outingService } from '../../src/service';
import { actingAs, completedOuting, friendship, inviting, type Caller } from '../support/steps';

jest.setTimeout(90_000);

describe('outings in a cluster', () => {
  let services: TestServices;
  let replicas: RunningService[];
  const on = (replica: number) => (userId: string): Caller => {
    const running = replicas[replica];
    if (!running) throw new Error(`no replica ${replica}`);
    return actingAs(running.url, userId);
  };

  beforeAll(async () => {
    services = await clusterTestServices('outing');
    replicas = [await services.start(outingService), await services.start(outingService)];
  });
  afterAll(() => services.dispose());

  it('keeps the pending cap across replicas for concurrent creates and joins', async () => {
    const invites = await Promise.all([0, 1, 0].map(async (replica) => (await on(replica)('host').create(inviting(['capped'])).expect(201)).body.outing._id as string));
    const attempts = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) => on(index % 2)('capped').create(inviting(['other']))),
      ...invites.map((outingId, index) => on(index % 2)('capped').join(outingId)),
    ]);
    expect(attempts.filter((res) => res.status === 200 || res.status === 201)).toHaveLength(OUTING_LIMITS.pendingMax);
    expect(attempts.filter((res) => res.status === 406)).toHaveLength(2);
    const { rows } = await services.infrastructure.database.db.execute<{ count: number }>(sql`
      select count(*)::int as count from outing.people p join outing.outings o on o.id = p.outing_id
      where p.user_id = 'capped' and p.role = 'member' and o.completed_at is null`);
    expect(Number(rows[0]?.count)).toBe(OUTING_LIMITS.pendingMax);
    expect((await services.published('outing', OutingCreated)).length).toBe(invites.length + attempts.slice(0, 4).filter((res) => res.status === 201).length);
  });

  it('builds the feed from friendships delivered on the bus', async () => {
    const outingId = await completedOuting(on(0), ['kai', 'lou']);
    await services.infrastructure.bus.publish(friendship('mo', 'lou'));
    await waitFor('mo\'s feed', async () => (await on(1)('mo').feed()).body.outings?.[0]?._id === outingId, 30_000);
  });
});
