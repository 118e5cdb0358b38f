// The gateway signs every call it makes to a service, and a service believes a call's
// identity headers only under a valid signature: a pod (or any process) that reaches a
// service's port directly cannot pose as a user. The signature is an HMAC-SHA256, with
// the secret the gateway and the services share (INTERNAL_AUTH_SECRET), over the method,
// the path with its query, the user (or none), the client address and a timestamp; a
// call older or newer than the allowed skew is refused, which bounds a replay. Bodies are
// streamed through and not signed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-outings-timestamp';
export const SIGNATURE_HEADER = 'x-outings-signature';

/** How far a call's timestamp may be from the service's clock, either way. */
export const SIGNATURE_MAX_SKEW_MS = 60_000;
/** The shortest secret accepted: 32 bytes, as for the session secret. */
export const MIN_SECRET_LENGTH = 32;

/** What a signature covers, besides its timestamp. */
export interface SignedCall {
  method: string;
  /** The path with its query, exactly as sent on the request line. */
  path: string;
  /** The user the gateway vouches for; absent before login. */
  userId?: string | undefined;
  /** The browser's address as the gateway saw it. */
  clientIp?: string | undefined;
}

/** Why a call was refused, or `valid`. */
export type SignatureVerdict = 'valid' | 'unsigned' | 'stale' | 'mismatch';

function digest(secret: string, call: SignedCall, timestamp: string): string {
  // A JSON array: no field's content can shift into another's.
  const payload = JSON.stringify(['v1', timestamp, call.method.toUpperCase(), call.path, call.userId ?? null, call.clientIp ?? null]);
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The headers that vouch for `call`, made at `now`. */
export function signCall(secret: string, call: SignedCall, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: digest(secret, call, timestamp) };
}

/** Checks the `timestamp` and `signature` a call came with against what it asks. */
export function verifyCall(
  secret: string,
  call: SignedCall & { timestamp?: string | undefined; signature?: string | undefined },
  now = Date.now(),
): SignatureVerdict {
  const { timestamp, signature } = call;
  if (!timestamp || !signature) return 'unsigned';
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS) return 'stale';
  const expected = Buffer.from(digest(secret, call, timestamp));
  const given = Buffer.from(signature);
  // Constant time: how much of a guess matched must not show in the answer's timing.
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'mismatch';
}
