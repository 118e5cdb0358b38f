// Rules on an account's life: it is created unverified, proven by the mailed link (or
// by a password reset, which proves the address too), and only then may log in.

export interface AccountState {
  verifiedAt: Date | null;
}

export type LoginVerdict = 'accepted' | 'wrong-credentials' | 'unverified';

export function isVerified(account: AccountState): boolean {
  return account.verifiedAt !== null;
}

/**
 * Judges a login. An unverified account is refused only once the password has proven
 * right: before that, the answer is the same as for a stranger, so a guesser learns
 * nothing about who signed up.
 */
export function judgeLogin(account: AccountState | undefined, passwordMatches: boolean): LoginVerdict {
  if (!account || !passwordMatches) return 'wrong-credentials';
  return isVerified(account) ? 'accepted' : 'unverified';
}

/** A verification mail goes only to an account that exists and still waits for one. */
export function awaitsVerification(account: AccountState | undefined): boolean {
  return account !== undefined && !isVerified(account);
}
