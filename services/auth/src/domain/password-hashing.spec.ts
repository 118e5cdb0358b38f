import { Algorithm, hash } from '@node-rs/argon2';
import { ARGON2ID_PARAMETERS, createDummyHash, hashPassword, needsRehash, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters, recorded in the hash itself', async () => {
    expect(ARGON2ID_PARAMETERS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await hashPassword('Sample-login1')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('salts every hash, so equal passwords never give equal hashes', async () => {
    expect(await hashPassword('same-1')).not.toBe(await hashPassword('same-1'));
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('right-1');
    expect(await verifyPassword(stored, 'right-1')).toBe(true);
    expect(await verifyPassword(stored, 'wrong-1')).toBe(false);
    expect(await verifyPassword(stored, 'Right-1')).toBe(false);
  });

  it('refuses instead of throwing when the stored value is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('asks for a rehash only when the parameters differ from the policy', async () => {
    expect(needsRehash(await hashPassword('x-1'))).toBe(false);
    const weaker = await hash('x-1', { algorithm: Algorithm.Argon2id, memoryCost: 8_192, timeCost: 1, parallelism: 1 });
    expect(needsRehash(weaker)).toBe(true);
    const argon2i = await hash('x-1', { ...ARGON2ID_PARAMETERS, algorithm: Algorithm.Argon2i });
    expect(needsRehash(argon2i)).toBe(true);
  });

  it('makes a dummy hash that no guessable password matches', async () => {
    const dummy = await createDummyHash();
    expect(needsRehash(dummy)).toBe(false);
    expect(await verifyPassword(dummy, '')).toBe(false);
    expect(await verifyPassword(dummy, 'password1')).toBe(false);
  });
});
