import type { RequestHandler } from 'express';
import { badRequest, forbidden, unauthorized } from '@outings/service-kit';
import type { AccessPolicy } from './access-rules';

/** Applies the access table before any route runs: 401 without a session, 403 for another user's path. */
export function accessGuard(accessFor: AccessPolicy): RequestHandler {
  return (req, _res, next) => {
    let decision;
    try {
      decision = accessFor(req.path);
    } catch {
      throw badRequest('The address is not valid.');
    }
    const { access, params } = decision;
    if (access.kind === 'public') return next();
    const userId = req.userId;
    if (!userId) throw unauthorized();
    if (access.kind === 'self' && params[access.param] !== userId) throw forbidden();
    next();
  };
}
