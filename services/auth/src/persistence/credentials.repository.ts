// Accounts as the auth service knows them: who may log in, with which password hash.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { credentials } from './schema';

export interface Credential {
  userId: string;
  username: string;
  firstName: string;
  passwordHash: string;
  verifiedAt: Date | null;
}

const credentialColumns = {
  userId: credentials.userId,
  username: credentials.username,
  firstName: credentials.firstName,
  passwordHash: credentials.passwordHash,
  verifiedAt: credentials.verifiedAt,
};

export interface CredentialsRepository {
  /** Reads outside transactions by default; `executor` reads inside the caller's. */
  findByUsername(username: string, executor?: Db): Promise<Credential | undefined>;
  findByUserId(userId: string, executor?: Db): Promise<Credential | undefined>;
  /**
   * Adds an account unless its username is taken. The unique index decides, so of two
   * sign-ups racing for one address exactly one gets `true`.
   */
  insertIfUsernameFree(tx: Db, account: Credential): Promise<boolean>;
  markVerified(tx: Db, userId: string, at: Date): Promise<void>;
  /** A new password after a reset; the reset mail proved the address, so it counts as verified. */
  replacePasswordAfterReset(tx: Db, userId: string, passwordHash: string, at: Date): Promise<void>;
  /** The same password under today's hashing parameters. */
  upgradeHash(userId: string, passwordHash: string): Promise<void>;
  updateFirstName(tx: Db, userId: string, firstName: string): Promise<void>;
}

/** `db` serves reads outside transactions; writes take the caller's transaction. */
export function createCredentialsRepository(db: Db): CredentialsRepository {
  return {
    async findByUsername(username, executor = db) {
      const [row] = await executor.select(credentialColumns).from(credentials).where(eq(credentials.username, username));
      return row;
    },

    async findByUserId(userId, executor = db) {
      const [row] = await executor.select(credentialColumns).from(credentials).where(eq(credentials.userId, userId));
      return row;
    },

    async insertIfUsernameFree(tx, account) {
      const inserted = await tx
        .insert(credentials)
        .values(account)
        .onConflictDoNothing({ target: credentials.username })
        .returning({ userId: credentials.userId });
      return inserted.length === 1;
    },

    async markVerified(tx, userId, at) {
      await tx
        .update(credentials)
        .set({ verifiedAt: sql`coalesce(${credentials.verifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(credentials.userId, userId));
    },

    async replacePasswordAfterReset(tx, userId, passwordHash, at) {
      await tx
        .update(credentials)
        .set({ passwordHash, passwordChangedAt: at, verifiedAt: sql`coalesce(${credentials.verifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(credentials.userId, userId));
    },

    async upgradeHash(userId, passwordHash) {
      await db.update(credentials).set({ passwordHash }).where(eq(credentials.userId, userId));
    },

    async updateFirstName(tx, userId, firstName) {
      await tx.update(credentials).set({ firstName }).where(eq(credentials.userId, userId));
    },
  };
}
