// Daily-matches use cases: a newcomer's matches at sign-up, the day's regeneration by the
// job, and the read behind `GET /users/:userId/matches`.
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { matchDay } from '../domain/daily-matches';
import { placeOf } from '../domain/place';
import {
  findMatches,
  findShortOfMatches,
  findUsersToMatch,
  generateMatches,
  type StoredMatches,
} from '../persistence/daily-matches.repository';
import { updatePlace } from '../persistence/users.repository';

/**
 * Users matched per statement: large enough that 100,000 users take a few dozen
 * statements, small enough that each statement's transaction stays short.
 */
export const MATCH_BATCH_SIZE = 20_000;

export interface DailyMatchesService {
  /**
   * In the sign-up's transaction: the newcomer's matches of today, and new ones for the
   * users still short of them (the newcomer may be one more for them).
   */
  matchNewcomer(tx: Db, userId: string, now: Date): Promise<void>;
  /** Matches every user who has none for `now`'s day yet; returns how many it matched. */
  regenerate(now: Date): Promise<number>;
  /** A profile edit moved the user: matched by the new place from the next day on. */
  moveUser(tx: Db, userId: string, location: string): Promise<void>;
  matchesOf(userId: string): Promise<StoredMatches | null>;
}

export function createDailyMatchesService({ database }: Pick<ServiceContext, 'database'>, batchSize = MATCH_BATCH_SIZE): DailyMatchesService {
  return {
    async matchNewcomer(tx, userId, now) {
      const day = matchDay(now);
      const short = await findShortOfMatches(tx, day);
      await generateMatches(tx, [userId, ...short.filter((id) => id !== userId)], day);
    },

    async regenerate(now) {
      const day = matchDay(now);
      let matched = 0;
      for (;;) {
        const batch = await findUsersToMatch(database.db, day, batchSize);
        if (batch.length === 0) return matched;
        await database.transaction((tx) => generateMatches(tx, batch, day));
        matched += batch.length;
      }
    },

    moveUser: (tx, userId, location) => updatePlace(tx, userId, placeOf(location)),

    matchesOf: (userId) => findMatches(database.db, userId),
  };
}
