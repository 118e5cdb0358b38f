// The calls the gateway answers by forwarding them untouched (path, query, body and
// answer) to the service that owns them: the session's user travels as the identity
// header, the service decides the rest. Every other API call is composed by a route file
// (routes/*.routes.ts). One table, so the fast path (forwarded-calls.ts) matches them
// all with a handful of regular expressions instead of the router walk.
import type { ServiceName } from '@outings/contracts';

export interface ForwardedRoute {
  method: 'GET' | 'POST';
  /** `:name` is one segment, a trailing `*` one or more (identity/path-pattern.ts). */
  path: string;
  service: ServiceName;
}

export const FORWARDED_ROUTES: readonly ForwardedRoute[] = [
  // The activity catalogue and the user's own activities; the creator and the deleting
  // user come from the identity header alone, never from the body's `userID`.
  { method: 'GET', path: '/activity/get-all', service: 'activity' },
  { method: 'POST', path: '/activity/create', service: 'activity' },
  { method: 'POST', path: '/activity/delete', service: 'activity' },
  { method: 'GET', path: '/activity/photos/:activityId/:file', service: 'activity' },
  // Credentials are the auth service's (login, logout and the reset, which ends sessions, are composed).
  { method: 'POST', path: '/auth/resend-verification-email', service: 'auth' },
  { method: 'POST', path: '/auth/send-reset-link', service: 'auth' },
  // Opened from a mail: the service answers with a redirect to a page, passed on as is.
  { method: 'GET', path: '/auth/verify-email', service: 'auth' },
  // Picture bytes (spec §7 `/user/{id}/profile-picture`, and the cacheable URLs under `/media/`).
  { method: 'GET', path: '/user/:id/profile-picture', service: 'media' },
  { method: 'GET', path: '/media/*', service: 'media' },
];
