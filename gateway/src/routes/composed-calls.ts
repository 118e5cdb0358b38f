// The calls the gateway composes, registered from the public call table
// (`@outings/contracts`, PUBLIC_CALLS): a route file gives each of its handlers under the
// call's name, and the router takes the method and path from the table's entry. A
// composed entry without a handler, a handler without a composed entry, a handler given
// twice or under the other method stops the gateway from starting.
import { Router, type RequestHandler } from 'express';
import { PUBLIC_CALLS, type ComposedCallName, type PublicCall } from '@outings/contracts';
import { bySpecificity } from '../identity/access-rules';

type Method = PublicCall['method'];

interface Registered {
  method: Method;
  handlers: RequestHandler[];
}

/** What a route file registers its handlers on: `get(name, ...handlers)` as express's `get(path, ...)`. */
export interface ComposedCallSet {
  get(name: ComposedCallName, ...handlers: RequestHandler[]): void;
  post(name: ComposedCallName, ...handlers: RequestHandler[]): void;
  readonly registered: ReadonlyMap<string, Registered>;
}

export function composedCalls(): ComposedCallSet {
  const registered = new Map<string, Registered>();
  const register = (method: Method) => (name: ComposedCallName, ...handlers: RequestHandler[]) => {
    if (registered.has(name)) throw new Error(`The composed call ${name} has two handlers`);
    registered.set(name, { method, handlers });
  };
  return { get: register('get'), post: register('post'), registered };
}

/**
 * One router answering every composed call of `table` with the handlers `sets` registered,
 * the more specific path first (as the access guard decides which call a path is).
 */
export function composedCallRouter(sets: readonly ComposedCallSet[], table: readonly PublicCall[] = PUBLIC_CALLS): Router {
  const handlers = new Map<string, Registered>();
  for (const set of sets) {
    for (const [name, entry] of set.registered) {
      if (handlers.has(name)) throw new Error(`The composed call ${name} has two handlers`);
      handlers.set(name, entry);
    }
  }
  const composed = table.filter((call) => call.handling === 'composed');
  const problems = [
    ...composed.filter((call) => !handlers.has(call.name)).map((call) => `${call.name} (${call.method.toUpperCase()} ${call.path}) has no handler`),
    ...[...handlers.keys()].filter((name) => !composed.some((call) => call.name === name)).map((name) => `${name} is no composed call of the table`),
    ...composed
      .filter((call) => handlers.has(call.name) && handlers.get(call.name)?.method !== call.method)
      .map((call) => `${call.name} is registered as ${handlers.get(call.name)?.method.toUpperCase()}, the table says ${call.method.toUpperCase()}`),
  ];
  if (problems.length > 0) throw new Error(`The composed calls disagree with the public call table: ${problems.join('; ')}`);

  const router = Router();
  for (const call of [...composed].sort((a, b) => bySpecificity(a.path, b.path))) {
    router[call.method](call.path, ...(handlers.get(call.name)?.handlers ?? []));
  }
  return router;
}
