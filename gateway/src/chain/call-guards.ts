// The checks an API call passes before it is answered: unsafe address refusal, client
// identity headers removed, origin check, session read; with the access rule and the
// user's rate limit (GuardParts), the request pipeline (request-pipeline.ts) runs them in
// their order, for express and for the forwarded calls alike.
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

/** What the guards that need the gateway's state are made of: its origins, session store, access and rate tables. */
export interface GuardParts {
  refuseCrossSite: ReturnType<typeof crossSiteRefusal>;
  readSessionUser: ReturnType<typeof sessionUserReader>;
  /** Throws a 401 or 403 unless `userId` may call `path`. */
  assertAccess(path: string, userId: string | undefined): void;
  /** Counts a creating call for its user; throws the 429 (its `Retry-After` set on `res`) past the limit. */
  assertWithinRate(method: string, path: string, userId: string | undefined, res: ServerResponse): Promise<void>;
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
