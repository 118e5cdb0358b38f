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

export class CredentialsRepository {
  /** `db` serves reads outside transactions; writes take the caller's transaction. */
  constructor(private readonly db: Db) {}

  async findByUsername(username: string, executor: Db = this.db): Promise<Credential | undefined> {
    const [row] = await executor.select(credentialColumns).from(credentials).where(eq(credentials.username, username));
    return row;
  }

  async findByUserId(userId: string, executor: Db = this.db): Promise<Credential | undefined> {
    const [row] = await executor.select(credentialColumns).from(credentials).where(eq(credentials.userId, userId));
    return row;
  }

  /**
   * Adds an account unless its username is taken. The unique index decides, so of two
   * sign-ups racing for one address exactly one gets `true`.
   */
  async insertIfUsernameFree(tx: Db, account: Credential): Promise<boolean> {
    const inserted = await tx
      .insert(credentials)
      .values(account)
      .onConflictDoNothing({ target: credentials.username })
      .returning({ userId: credentials.userId });
    return inserted.length === 1;
  }

  async markVerified(tx: Db, userId: string, at: Date): Promise<void> {
    await tx
      .update(credentials)
      .set({ verifiedAt: sql`coalesce(${credentials.verifiedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(credentials.userId, userId));
  }

  /** A new password after a reset; the reset mail proved the address, so it counts as verified. */
  async replacePasswordAfterReset(tx: Db, userId: string, passwordHash: string, at: Date): Promise<void> {
    await tx
      .update(credentials)
      .set({ passwordHash, passwordChangedAt: at, verifiedAt: sql`coalesce(${credentials.verifiedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(credentials.userId, userId));
  }

  /** The same password under today's hashing parameters. */
  async upgradeHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.update(credentials).set({ passwordHash }).where(eq(credentials.userId, userId));
  }

  async updateFirstName(tx: Db, userId: string, firstName: string): Promise<void> {
    await tx.update(credentials).set({ firstName }).where(eq(credentials.userId, userId));
  }
}
