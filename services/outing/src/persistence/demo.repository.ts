// The demo world's lock (src/demo/): its bookkeeping tables and their queries are libs/db's
// (demo-bookkeeping.ts), in outing's schema.
import { sql } from 'drizzle-orm';
import type { Db } from '@outings/db';

/** Holds until `tx` ends: a sign-up and a friendship arriving together seed in turn, not both. */
export async function lockDemoSeed(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('outing.demo-seed'))`);
}
