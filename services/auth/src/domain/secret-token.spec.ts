import { SECRET_LIFETIME_MS, checkSecret, hashSecret, issueSecret, type StoredSecret } from './secret-token';

const now = new Date('2030-01-01T12:00:00Z');

function stored(token: string, overrides: Partial<StoredSecret> = {}): StoredSecret {
  const issued = issueSecret('reset-password', now);
  return { tokenHash: hashSecret(token), expiresAt: issued.expiresAt, usedAt: null, ...overrides };
}

describe('secret tokens', () => {
  it('draws 256 random bits as base64url and keeps only their SHA-256', () => {
    const issued = issueSecret('verify-email', now);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(issued.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.tokenHash).toBe(hashSecret(issued.token));
    expect(issued.tokenHash).not.toContain(issued.token);
    expect(issueSecret('verify-email', now).token).not.toBe(issued.token);
  });

  it('lets a verification link live 24 hours and a reset link 1 hour', () => {
    expect(SECRET_LIFETIME_MS['verify-email']).toBe(24 * 3600_000);
    expect(SECRET_LIFETIME_MS['reset-password']).toBe(3600_000);
    expect(issueSecret('verify-email', now).expiresAt).toEqual(new Date('2030-01-02T12:00:00Z'));
    expect(issueSecret('reset-password', now).expiresAt).toEqual(new Date('2030-01-01T13:00:00Z'));
  });

  it('accepts the right secret before it expires', () => {
    const { token, tokenHash, expiresAt } = issueSecret('reset-password', now);
    expect(checkSecret({ tokenHash, expiresAt, usedAt: null }, token, new Date(expiresAt.getTime() - 1))).toBe('valid');
  });

  it('refuses another secret, whatever its shape', () => {
    const secret = stored('the-right-one');
    expect(checkSecret(secret, 'the-wrong-one', now)).toBe('mismatch');
    expect(checkSecret(secret, '', now)).toBe('mismatch');
    expect(checkSecret(secret, secret.tokenHash, now)).toBe('mismatch');
  });

  it('refuses a secret from the moment it expires', () => {
    const secret = stored('t');
    expect(checkSecret(secret, 't', secret.expiresAt)).toBe('expired');
  });

  it('refuses a secret that was used once already', () => {
    expect(checkSecret(stored('t', { usedAt: now }), 't', now)).toBe('used');
  });
});
