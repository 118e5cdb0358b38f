// How passwords are stored: argon2id in PHC form (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`),
// so every stored hash names the parameters it was made with and can be upgraded later.
import { randomBytes } from 'node:crypto';
import { Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet, argon2id minimum: 19 MiB of memory, 2 passes, one
 * lane. About 60 ms per hash on one core: slow for a guesser, fine for a login.
 */
export const ARGON2ID_PARAMETERS = Object.freeze({
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_PARAMETERS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a hash was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(storedHash: string): boolean {
  const used = parseOptions(storedHash);
  return (
    used.algorithm !== ARGON2ID_PARAMETERS.algorithm ||
    used.memoryCost !== ARGON2ID_PARAMETERS.memoryCost ||
    used.timeCost !== ARGON2ID_PARAMETERS.timeCost ||
    used.parallelism !== ARGON2ID_PARAMETERS.parallelism
  );
}

/**
 * A hash of a password nobody knows. Checking an unknown username against it costs the
 * same time as checking a real account, so response times do not reveal who has one.
 */
export function createDummyHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
