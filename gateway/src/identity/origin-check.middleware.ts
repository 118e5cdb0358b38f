// Cross-site request forgery guard. Browsers send `Origin` (or at least `Referer`) with
// every state-changing request; one that names another site, or names none at all,
// was not sent by our pages and is refused before it reaches a session or a service.
import type { RequestHandler } from 'express';
import { forbidden } from '@outings/service-kit';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): URL | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The origin the request claims to come from: `Origin`, else the origin of `Referer`. */
export function claimedOrigin(req: { get(name: string): string | undefined }): URL | null {
  return originOf(req.get('origin')) ?? originOf(req.get('referer'));
}

/** True when `claimed` is the public origin, or the very host the request was sent to. */
export function isTrustedOrigin(claimed: URL | null, publicOrigin: string, requestHost: string | undefined): boolean {
  if (!claimed) return false;
  if (claimed.origin === publicOrigin) return true;
  return requestHost !== undefined && claimed.host === requestHost.toLowerCase();
}

export function originCheck(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    if (!isTrustedOrigin(claimedOrigin(req), publicOrigin, req.get('host'))) {
      throw forbidden('This request did not come from the Outings app.', 'Forbidden Origin');
    }
    next();
  };
}
