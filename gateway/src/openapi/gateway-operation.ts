// A public call as the gateway's OpenAPI document describes it, and the answers many share.
import { z } from 'zod';
import { outingViewSchema, sessionViewSchema, type RouteAccess } from '@outings/contracts';
import type { ApiAnswer, ApiOperation } from '@outings/service-kit';

/**
 * Its access is the gateway's access table's (the services' manifests), read in
 * gateway-api.ts; only the calls answered before the access guard say theirs.
 */
export type GatewayOperation = Omit<ApiOperation, 'access'> & { access?: RouteAccess };

/** What the browser refreshes after a change: the signed-in user and their friends. */
export const SESSION_VIEW: ApiAnswer = { description: 'The session view: the user and their friends.', json: sessionViewSchema };

/** After a change of an outing: the session view, and the outing as it is now. */
export const SESSION_VIEW_WITH_OUTING: ApiAnswer = {
  description: 'The session view, and the outing as it is now.',
  json: z.object({ ...sessionViewSchema.shape, outing: outingViewSchema }),
};

export const TOO_MANY = 'Too many attempts: `Retry-After` says in how many seconds to try again.';
/** The per-user rate limit of a creating call (limits/rate-limit-table.ts). */
export const RATE_LIMITED = "Too Many Requests: over the user's limit for this call; `Retry-After` says in how many seconds to try again.";
export const PICTURE_REFUSED = 'Invalid Photo: not a JPEG, PNG or WebP image.';
export const PICTURE_TOO_LARGE = 'Photo Too Large: over 5 MB or too many pixels.';
