// `/auth/*` (spec §7): the gateway owns the session, the auth service the credentials.
import { Router } from 'express';
import { loginAnswerSchema, loginRequestSchema } from '@outings/contracts';
import { parseInput } from '@outings/service-kit';
import { identityOf } from '../identity/client-identity';
import { LOGIN_COOKIE_NOT_SET } from '../identity/proxy-trust';
import { endSession, startSession } from '../session/session-data';
import { unexpectedAnswer } from '../proxy/upstream-error';
import type { RouteContext } from './route-context';
import { forwardTo, relay, sessionUserId, smallJsonBody } from './route-helpers';

/** Calls the auth service answers itself, under the same path. */
const FORWARDED = [
  { method: 'post', path: '/auth/resend-verification-email' },
  { method: 'post', path: '/auth/send-reset-link' },
  { method: 'post', path: '/auth/reset-password' },
  // Opened from a mail: the service answers with a redirect to a page, passed on as is.
  { method: 'get', path: '/auth/verify-email' },
] as const;

export function authRoutes({ services, composeSessionView, realtime, secureCookie, logger }: RouteContext): Router {
  const router = Router();

  router.get('/auth/check', async (req, res) => {
    res.json(await composeSessionView(sessionUserId(req), identityOf(req)));
  });

  router.get('/auth/logout', async (req, res) => {
    const sessionId = req.sessionID;
    await endSession(req, res, { secure: secureCookie });
    if (sessionId) realtime.disconnectSession(sessionId);
    res.json({ ok: true });
  });

  router.post('/auth/login', smallJsonBody, async (req, res) => {
    const identity = identityOf(req);
    const credentials = parseInput(loginRequestSchema, req.body);
    const answer = await services.auth.call('POST', '/sessions', identity, credentials);
    if (answer.status !== 200) return relay(res, answer);
    const accepted = loginAnswerSchema.safeParse(answer.body);
    if (!accepted.success) throw unexpectedAnswer();
    // Composed before the session opens: a login that cannot answer leaves no session behind.
    const view = await composeSessionView(accepted.data.userId, identity);
    await startSession(req, accepted.data.userId);
    // express-session silently leaves a Secure cookie out of an answer to a request that
    // did not arrive as https: say why the user will find themselves signed out.
    if (secureCookie && !req.secure) {
      logger.warn({ peer: req.socket.remoteAddress, forwardedProto: req.get('x-forwarded-proto') ?? null }, LOGIN_COOKIE_NOT_SET);
    }
    res.json(view);
  });

  for (const { method, path } of FORWARDED) router[method](path, forwardTo(services.auth));

  return router;
}
