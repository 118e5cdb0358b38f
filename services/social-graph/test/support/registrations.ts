// Accounts as social-graph learns of them: `account.registered` on the bus, then a wait
// until the service has recorded them.
import { sql } from 'drizzle-orm';
import { AccountRegistered, REGISTERED_USER_VERSION, createEvent } from '@outings/contracts';
import type { TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';

export function registration(userId: string, pictureKey = `pictures/${userId}.jpg`, inviteToken?: string) {
  return createEvent(AccountRegistered, {
    ...(inviteToken === undefined ? {} : { inviteToken }),
    userId,
    username: `${userId}@example.com`,
    first_name: userId,
    last_name: 'Tester',
    location: 'London, GB',
    tagline: 'Testing friendships',
    profile_picture: { key: pictureKey, zoom: 1, crop: { x: 0, y: 0 } },
  }, { aggregate: { id: userId, version: REGISTERED_USER_VERSION } });
}

/** How many of `userIds` social-graph has recorded. */
export async function knownCount(services: TestServices, userIds: readonly string[]): Promise<number> {
  const { rows } = await services.infrastructure.database.db.execute<{ known: number }>(
    sql`select count(*)::int as known from "social-graph".users where user_id in ${userIds}`,
  );
  return rows[0]?.known ?? 0;
}

export async function register(services: TestServices, ...userIds: string[]): Promise<void> {
  for (const userId of userIds) await services.infrastructure.bus.publish(registration(userId));
  await waitFor(`social-graph to know ${userIds.join(', ')}`, async () => (await knownCount(services, userIds)) === userIds.length);
}
