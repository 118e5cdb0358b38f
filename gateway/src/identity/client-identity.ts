// The identity the gateway vouches for on every forwarded call. Services trust the
// `x-outings-*` headers only because the gateway removes any a browser sent.
import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import { CLIENT_IP_HEADER, IDENTITY_HEADER, INTERNAL_HEADER_PREFIX, REQUEST_ID_HEADER, currentRequestId } from '@outings/service-kit';

export interface CallerIdentity {
  /** The session's user; absent before login. */
  userId?: string;
  clientIp: string;
  requestId?: string;
}

/** Removes every header a browser could use to pose as a verified user or address. */
export function withoutInternalHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) {
    if (name.toLowerCase().startsWith(INTERNAL_HEADER_PREFIX)) delete headers[name];
  }
}

export function identityOf(req: Request): CallerIdentity {
  return callerIdentity(req.userId, req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** The identity of the request being handled (its id read from the request context). */
export function callerIdentity(userId: string | undefined, clientIp: string): CallerIdentity {
  const requestId = currentRequestId();
  return {
    ...(userId ? { userId } : {}),
    clientIp,
    ...(requestId ? { requestId } : {}),
  };
}

export function identityHeaders(identity: CallerIdentity): Record<string, string> {
  return {
    [CLIENT_IP_HEADER]: identity.clientIp,
    ...(identity.userId ? { [IDENTITY_HEADER]: identity.userId } : {}),
    ...(identity.requestId ? { [REQUEST_ID_HEADER]: identity.requestId } : {}),
  };
}
