// The one-time secrets behind verification and reset links, stored as hashes only.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@outings/db';
import type { SecretPurpose, StoredSecret } from '../domain/secret-token';
import { secrets } from './schema';

const storedColumns = { tokenHash: secrets.tokenHash, expiresAt: secrets.expiresAt, usedAt: secrets.usedAt };

function bySecret(userId: string, purpose: SecretPurpose) {
  return and(eq(secrets.userId, userId), eq(secrets.purpose, purpose));
}

export interface SecretsRepository {
  /** Stores a fresh secret in place of any older one of that purpose, which stops working at once. */
  replace(tx: Db, userId: string, purpose: SecretPurpose, secret: { tokenHash: string; expiresAt: Date }): Promise<void>;
  find(userId: string, purpose: SecretPurpose): Promise<StoredSecret | undefined>;
  /** Reads the secret and locks it until the transaction ends, so two uses cannot both pass. */
  findForUse(tx: Db, userId: string, purpose: SecretPurpose): Promise<StoredSecret | undefined>;
  markUsed(tx: Db, userId: string, purpose: SecretPurpose, at: Date): Promise<void>;
  remove(tx: Db, userId: string, purpose: SecretPurpose): Promise<void>;
}

/** `db` serves reads outside transactions; writes take the caller's transaction. */
export function createSecretsRepository(db: Db): SecretsRepository {
  return {
    async replace(tx, userId, purpose, secret) {
      await tx
        .insert(secrets)
        .values({ userId, purpose, ...secret })
        .onConflictDoUpdate({
          target: [secrets.userId, secrets.purpose],
          set: { tokenHash: secret.tokenHash, expiresAt: secret.expiresAt, usedAt: null, createdAt: new Date() },
        });
    },

    async find(userId, purpose) {
      const [row] = await db.select(storedColumns).from(secrets).where(bySecret(userId, purpose));
      return row;
    },

    async findForUse(tx, userId, purpose) {
      const [row] = await tx.select(storedColumns).from(secrets).where(bySecret(userId, purpose)).for('update');
      return row;
    },

    async markUsed(tx, userId, purpose, at) {
      await tx.update(secrets).set({ usedAt: at }).where(bySecret(userId, purpose));
    },

    async remove(tx, userId, purpose) {
      await tx.delete(secrets).where(bySecret(userId, purpose));
    },
  };
}
