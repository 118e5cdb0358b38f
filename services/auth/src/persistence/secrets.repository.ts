// The one-time secrets behind verification and reset links, stored as hashes only.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@outings/db';
import type { SecretPurpose, StoredSecret } from '../domain/secret-token';
import { secrets } from './schema';

const storedColumns = { tokenHash: secrets.tokenHash, expiresAt: secrets.expiresAt, usedAt: secrets.usedAt };

function bySecret(userId: string, purpose: SecretPurpose) {
  return and(eq(secrets.userId, userId), eq(secrets.purpose, purpose));
}

export class SecretsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a fresh secret in place of any older one of that purpose, which stops working at once. */
  async replace(tx: Db, userId: string, purpose: SecretPurpose, secret: { tokenHash: string; expiresAt: Date }): Promise<void> {
    await tx
      .insert(secrets)
      .values({ userId, purpose, ...secret })
      .onConflictDoUpdate({
        target: [secrets.userId, secrets.purpose],
        set: { tokenHash: secret.tokenHash, expiresAt: secret.expiresAt, usedAt: null, createdAt: new Date() },
      });
  }

  async find(userId: string, purpose: SecretPurpose): Promise<StoredSecret | undefined> {
    const [row] = await this.db.select(storedColumns).from(secrets).where(bySecret(userId, purpose));
    return row;
  }

  /** Reads the secret and locks it until the transaction ends, so two uses cannot both pass. */
  async findForUse(tx: Db, userId: string, purpose: SecretPurpose): Promise<StoredSecret | undefined> {
    const [row] = await tx.select(storedColumns).from(secrets).where(bySecret(userId, purpose)).for('update');
    return row;
  }

  async markUsed(tx: Db, userId: string, purpose: SecretPurpose, at: Date): Promise<void> {
    await tx.update(secrets).set({ usedAt: at }).where(bySecret(userId, purpose));
  }

  async remove(tx: Db, userId: string, purpose: SecretPurpose): Promise<void> {
    await tx.delete(secrets).where(bySecret(userId, purpose));
  }
}
