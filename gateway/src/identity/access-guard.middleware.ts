import { badRequest, forbidden, unauthorized } from '@outings/service-kit';
import type { AccessPolicy } from './access-rules';

/** Throws unless `userId` (undefined: no session) may call `path`: 401 without a session, 403 for another user's path. */
export function assertAccess(accessFor: AccessPolicy, path: string, userId: string | undefined): void {
  let decision;
  try {
    decision = accessFor(path);
  } catch {
    throw badRequest('The address is not valid.');
  }
  const { access, params } = decision;
  if (access.kind === 'public') return;
  if (!userId) throw unauthorized();
  if (access.kind === 'self' && params[access.param] !== userId) throw forbidden();
}
