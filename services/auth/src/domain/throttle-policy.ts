// How many attempts the auth service accepts before it asks a caller to wait. Counted
// per account (stops a guesser aiming at one person) and per client IP (stops one
// client spraying many accounts or mailboxes). Windows are fixed: they start at the
// first counted attempt.
export interface ThrottleRule {
  /** Attempts allowed in one window. */
  points: number;
  windowSeconds: number;
}

export const LOGIN_THROTTLE = Object.freeze({
  /** Failed logins per account. The reset link clears it, so a locked-out owner has a way back in. */
  perAccount: { points: 5, windowSeconds: 15 * 60 },
  /** Failed logins per client IP: enough for a household sharing one address. */
  perClientIp: { points: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>);

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

export function loginThrottledMessage(waitMs: number): string {
  return `Too many failed logins. Try again in ${inWholeUnits(waitMs, 60_000, 'minute')}.`;
}

export function signUpThrottledMessage(waitMs: number): string {
  return `Too many sign-ups. Try again in ${inWholeUnits(waitMs, 60_000, 'minute')}.`;
}

export function mailThrottledMessage(waitMs: number): string {
  return `Please wait ${inWholeUnits(waitMs, 1000, 'second')} before asking for another email.`;
}
