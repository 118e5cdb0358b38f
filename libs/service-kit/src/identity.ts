import type { Request } from 'express';
import { CLIENT_IP_HEADER, IDENTITY_HEADER } from './headers';
import { forbidden, unauthorized } from './errors';

/** The signed-in user the gateway vouched for; 401 when the call came without one. */
export function requireUserId(req: Request): string {
  const userId = req.get(IDENTITY_HEADER);
  if (!userId) throw unauthorized();
  return userId;
}

/** The signed-in user, who must be the one named in the path. */
export function requireSelf(req: Request, pathUserId: string): string {
  const userId = requireUserId(req);
  if (userId !== pathUserId) throw forbidden();
  return userId;
}

/** The browser's address as the gateway saw it (falls back to the socket for direct calls). */
export function clientIp(req: Request): string {
  return req.get(CLIENT_IP_HEADER) ?? req.socket.remoteAddress ?? 'unknown';
}
