// The calls the gateway answers by forwarding them untouched (path, query, body and
// answer) to the service that owns them: the session's user travels as the identity
// header, the service decides the rest. They are the public call table's `forwarded`
// entries (`@outings/contracts`, PUBLIC_CALLS); the fast path (forwarded-calls.ts)
// matches them all with a handful of regular expressions instead of the router walk.
import { PUBLIC_CALLS, type ServiceName } from '@outings/contracts';

export interface ForwardedRoute {
  method: 'GET' | 'POST';
  /** Express path syntax: `:name` is one segment, a trailing `*name` one or more (identity/path-pattern.ts). */
  path: string;
  service: ServiceName;
}

export const FORWARDED_ROUTES: readonly ForwardedRoute[] = PUBLIC_CALLS.flatMap((call) =>
  call.handling === 'forwarded' ? [{ method: call.method === 'get' ? 'GET' : 'POST', path: call.path, service: call.owner }] : [],
);
