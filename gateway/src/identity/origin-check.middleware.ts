// Cross-site request forgery guard, before any session or service is touched. A request
// that changes state must come from the app's own pages (trusted-origins.ts):
//  - POST, PUT, PATCH, DELETE: browsers name the page's origin in `Origin` (or at least
//    `Referer`); one naming another origin, or none at all, is refused.
//  - A GET that changes state (state-changing-gets.ts): browsers send no `Origin` on a
//    same-origin GET, but they do send `Sec-Fetch-Site`, which also covers every
//    redirect on the way. When it is present it alone decides: `same-origin`, or `none`
//    (the user typed the address, harmless); else `Origin`/`Referer` must name a trusted
//    origin (older browsers, plain http on a non-loopback host).
import type { IncomingHttpHeaders } from 'node:http';
import { forbidden } from '@outings/service-kit';
import { stateChangingGets, type StateChangingGet } from './state-changing-gets';
import { claimedOrigin, isTrustedOrigin, type TrustedOrigins } from './trusted-origins';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FROM_OWN_PAGE = new Set(['same-origin', 'none']);

export type HeaderSource = { get(name: string): string | undefined };

/** Whether a state-changing GET was sent by the app's own page (or typed by the user). */
export function isOwnPageGet(req: HeaderSource, trusted: TrustedOrigins): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return FROM_OWN_PAGE.has(site);
  return isTrustedOrigin(claimedOrigin(req), trusted);
}

/** Throws a 403 when a request that changes state did not come from the app's own pages. */
export function crossSiteRefusal(trusted: TrustedOrigins, changesState: StateChangingGet = stateChangingGets()) {
  return (method: string, path: string, req: HeaderSource): void => {
    const allowed = UNSAFE_METHODS.has(method)
      ? isTrustedOrigin(claimedOrigin(req), trusted)
      : !changesState(method, path) || isOwnPageGet(req, trusted);
    if (!allowed) throw forbidden('This request did not come from the Outings app.', 'Forbidden Origin');
  };
}

/** A plain Node request's headers as `req.get` reads them (the forwarded calls are answered before express). */
export function headerSource(headers: IncomingHttpHeaders): HeaderSource {
  return {
    get: (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
  };
}
