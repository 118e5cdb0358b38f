// The GET calls that change state, declared in this one place. SameSite=Lax cookies still
// travel with a top-level navigation, so without a guard any page could end a session
// (or join, leave or delete an outing) with a link or a redirect. A GET on one of these
// paths passes only when it comes from the app's own pages (origin-check.middleware.ts);
// a route gets the guard by its path being listed here, even before the route exists.
import { compilePathPattern } from './path-pattern';

/** Express-like patterns (path-pattern.ts). */
export const STATE_CHANGING_GETS: readonly string[] = [
  '/auth/logout',
  // Spec §7's outing calls; their routes come with the outings.
  '/outing/:userId/:outingId/join',
  '/outing/:userId/:outingId/leave',
  '/outing/:userId/:outingId/delete',
];

/** Express answers HEAD with the GET route, state change included. */
const GET_METHODS = new Set(['GET', 'HEAD']);

export type StateChangingGet = (method: string, path: string) => boolean;

export function stateChangingGets(patterns: readonly string[] = STATE_CHANGING_GETS): StateChangingGet {
  const compiled = patterns.map(compilePathPattern);
  return (method, path) => GET_METHODS.has(method) && compiled.some((regex) => regex.test(path));
}
