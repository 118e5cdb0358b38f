// How many attempts the auth service accepts before it asks a caller to wait. Windows are
// fixed: they start at the first counted attempt. Logins are refused per client IP (for
// one account, or across accounts) but never per account alone: anyone can send failures
// for someone else's account, so an account is only slowed down, by seconds.
export interface ThrottleRule {
  /** Attempts allowed in one window. */
  points: number;
  windowSeconds: number;
}

export const LOGIN_THROTTLE = Object.freeze({
  /** Failed logins for one account from one client IP: a guesser there gets 5 tries, the owner's typos stay far below. */
  perAccountAndIp: { points: 5, windowSeconds: 15 * 60 },
  /** Failed logins per client IP, whatever the account: an office or a campus behind one address stays below, a client trying many accounts does not. */
  perClientIp: { points: 100, windowSeconds: 60 * 60 },
  /** Failed logins per account from every address: past these, addresses that fail for it are slowed down (`loginSlowDownSeconds`). */
  perAccount: { points: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>);

/** The slow-down of an account under attack: the first wait, doubled at every further failure, up to the longest. */
export const LOGIN_SLOW_DOWN = Object.freeze({ firstWaitSeconds: 1, longestWaitSeconds: 30 });

/**
 * How long a client IP that just failed for an account waits before it tries that account
 * again, given the account's failures in its window (this one included): none up to
 * `perAccount.points`, then 1, 2, 4… seconds, at most 30. Client IPs that have not failed
 * for the account never wait, so the owner's right password from elsewhere gets through.
 */
export function loginSlowDownSeconds(accountFailures: number): number {
  const beyond = accountFailures - LOGIN_THROTTLE.perAccount.points;
  if (beyond <= 0) return 0;
  // The exponent is bounded so that a huge count never overflows before the cap applies.
  const doubled = LOGIN_SLOW_DOWN.firstWaitSeconds * 2 ** Math.min(beyond - 1, 30);
  return Math.min(doubled, LOGIN_SLOW_DOWN.longestWaitSeconds);
}

export const MAIL_THROTTLE = Object.freeze({
  /** Verification or reset mails per address: a double click sends one mail, not two. */
  perAddress: { points: 1, windowSeconds: 30 },
  /** Mail requests per client IP, whatever the address: no mail bombing from one client. */
  perClientIp: { points: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>);

export const SIGN_UP_THROTTLE = Object.freeze({
  /** Sign-ups per address: a retry after a lost mail or a typo, never a stream of mails to one inbox. */
  perAddress: { points: 3, windowSeconds: 60 * 60 },
  /** Sign-ups per client IP, whatever the address: a family or a class signing up together. */
  perClientIp: { points: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>);

/** The `Retry-After` value: whole seconds, never 0 (0 would invite an immediate retry). */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

function inWholeUnits(waitMs: number, unitMs: number, unit: string): string {
  const count = Math.max(1, Math.ceil(waitMs / unitMs));
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Seconds for the slow-down of an account, minutes for a refused client IP. */
export function loginThrottledMessage(waitMs: number): string {
  const wait = waitMs <= 60_000 ? inWholeUnits(waitMs, 1000, 'second') : inWholeUnits(waitMs, 60_000, 'minute');
  return `Too many failed logins. Try again in ${wait}.`;
}

export function signUpThrottledMessage(waitMs: number): string {
  return `Too many sign-ups. Try again in ${inWholeUnits(waitMs, 60_000, 'minute')}.`;
}

export function mailThrottledMessage(waitMs: number): string {
  return `Please wait ${inWholeUnits(waitMs, 1000, 'second')} before asking for another email.`;
}
