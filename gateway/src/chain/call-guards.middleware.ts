// The call guards (call-guards.ts) as express middleware: the request as a guarded call,
// and the session's user it read back on `req` for the composed calls.
import type { RequestHandler } from 'express';
import { passGuards, type CallGuard, type GuardedCall } from './call-guards';

export function guardsMiddleware(guards: readonly CallGuard[]): RequestHandler {
  return (req, res, next) => {
    const call: GuardedCall = { method: req.method, url: req.url, path: req.path, headers: req.headers, res };
    const passed = () => {
      if (call.user) {
        req.userId = call.user.userId;
        req.userSessionId = call.user.sessionId;
        req.sessionRefreshDue = call.user.refreshDue;
      }
      next();
    };
    const pending = passGuards(guards, call);
    if (pending) pending.then(passed, next);
    else passed();
  };
}
