// The checks every API call passes before it is answered, in their order, declared once:
// unsafe address refusal, client identity headers removed, origin check, session read,
// access rule, the user's rate limit. The forwarded calls (answered before express,
// proxy/forwarded-calls.ts) run the whole list on the plain Node request; express runs
// the same list (call-guards.middleware.ts) in the two stages its chain has them, around
// what is no API call: `beforePages` before the built files and the page fallback,
// `beforeCalls` before the composed calls. The list cannot differ between the two.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { assertSafeUrl } from '@outings/service-kit';
import { withoutInternalHeaders } from '../identity/client-identity';
import { headerSource, type crossSiteRefusal } from '../identity/origin-check.middleware';
import type { SessionUser, sessionUserReader } from '../session/session-reader';

/** A call on its way through the guards: what they read, and the session's user once read. */
export interface GuardedCall {
  method: string;
  /** The address as received: path and query. */
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  res: ServerResponse;
  /** Undefined until the session step has run; null without a session. */
  user?: SessionUser | null;
}

export type CallGuard = (call: GuardedCall) => void | Promise<void>;

/** What the guards are made of; the same functions express's middleware would call. */
export interface GuardParts {
  refuseCrossSite: ReturnType<typeof crossSiteRefusal>;
  readSessionUser: ReturnType<typeof sessionUserReader>;
  /** Throws a 401 or 403 unless `userId` may call `path`. */
  assertAccess(path: string, userId: string | undefined): void;
  /** Counts a creating call for its user; throws the 429 (its `Retry-After` set on `res`) past the limit. */
  assertWithinRate(method: string, path: string, userId: string | undefined, res: ServerResponse): Promise<void>;
}

export interface CallGuards {
  /** Every request's: the address and headers any answer relies on, pages and files included. */
  beforePages: readonly CallGuard[];
  /** An API call's: where it comes from, who makes it, whether they may, how often. */
  beforeCalls: readonly CallGuard[];
}

/** Refuses an address holding what no input may (400). */
export const safeAddress: CallGuard = (call) => assertSafeUrl(call.url);

/** Removes every header a browser could use to pose as a verified user or address. */
export const noClientIdentity: CallGuard = (call) => withoutInternalHeaders(call.headers);

/** Refuses a state change that did not come from the app's own pages (403). */
export const trustedOrigin =
  (refuseCrossSite: GuardParts['refuseCrossSite']): CallGuard =>
  (call) =>
    refuseCrossSite(call.method, call.path, headerSource(call.headers));

/** Reads who is signed in from the store (which forgets expired sessions), never writing. */
export const sessionUser =
  (readSessionUser: GuardParts['readSessionUser']): CallGuard =>
  async (call) => {
    call.user = await readSessionUser(call.headers.cookie);
  };

export function callGuards(parts: GuardParts): CallGuards {
  return {
    beforePages: [safeAddress, noClientIdentity],
    beforeCalls: [
      trustedOrigin(parts.refuseCrossSite),
      sessionUser(parts.readSessionUser),
      (call) => parts.assertAccess(call.path, call.user?.userId),
      (call) => parts.assertWithinRate(call.method, call.path, call.user?.userId, call.res),
    ],
  };
}

/** Runs `guards` in order, synchronously while they are; a guard that throws stops the call. */
export function passGuards(guards: readonly CallGuard[], call: GuardedCall, from = 0): void | Promise<void> {
  for (let index = from; index < guards.length; index += 1) {
    const pending = guards[index]?.(call);
    if (pending) return pending.then(() => passGuards(guards, call, index + 1));
  }
}
