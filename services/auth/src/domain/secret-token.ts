// One-time secrets mailed to a user: the e-mail verification link and the password reset
// link. Only a SHA-256 of the secret is stored, so a leaked table opens no account; the
// secret itself is 256 random bits, so a fast hash is enough (nothing to brute-force).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type SecretPurpose = 'verify-email' | 'reset-password';

/** A reset link is a key to the account: short-lived. A verification link may wait a day in the inbox. */
export const SECRET_LIFETIME_MS: Readonly<Record<SecretPurpose, number>> = Object.freeze({
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
});

const SECRET_BYTES = 32;

export interface IssuedSecret {
  /** Goes into the mailed link only; never stored, never logged. */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** What the database keeps of a secret. */
export interface StoredSecret {
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export type SecretCheck = 'valid' | 'mismatch' | 'expired' | 'used';

export function hashSecret(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueSecret(purpose: SecretPurpose, now: Date): IssuedSecret {
  const token = randomBytes(SECRET_BYTES).toString('base64url');
  return { token, tokenHash: hashSecret(token), expiresAt: new Date(now.getTime() + SECRET_LIFETIME_MS[purpose]) };
}

/** Whether `presented` opens `stored` now: the right secret, not yet used, not expired. */
export function checkSecret(stored: StoredSecret, presented: string, now: Date): SecretCheck {
  const expected = Buffer.from(stored.tokenHash, 'hex');
  const actual = Buffer.from(hashSecret(presented), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'mismatch';
  if (stored.usedAt) return 'used';
  if (now.getTime() >= stored.expiresAt.getTime()) return 'expired';
  return 'valid';
}
