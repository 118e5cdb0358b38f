// The GET calls that change state: the public call table's GET entries marked
// `changesState` (`@outings/contracts`, PUBLIC_CALLS). SameSite=Lax cookies still travel
// with a top-level navigation, so without a guard any page could end a session (or join,
// leave or delete an outing) with a link or a redirect. A GET on one of these paths passes
// only when it comes from the app's own pages (origin-check.middleware.ts).
import { PUBLIC_CALLS, type PublicCall } from '@outings/contracts';
import { compilePathPattern } from './path-pattern';

const TABLE: readonly PublicCall[] = PUBLIC_CALLS;

/** Express-like patterns (path-pattern.ts). */
export const STATE_CHANGING_GETS: readonly string[] = TABLE.filter((call) => call.method === 'get' && call.changesState).map((call) => call.path);

/** Express answers HEAD with the GET route, state change included. */
const GET_METHODS = new Set(['GET', 'HEAD']);

export type StateChangingGet = (method: string, path: string) => boolean;

export function stateChangingGets(patterns: readonly string[] = STATE_CHANGING_GETS): StateChangingGet {
  const compiled = patterns.map(compilePathPattern);
  return (method, path) => GET_METHODS.has(method) && compiled.some((regex) => regex.test(path));
}
