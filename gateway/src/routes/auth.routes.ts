// `/auth/*` (spec §7): the gateway owns the session, the auth service the credentials.
// The calls auth answers as they are are forwarded (proxy/forwarded-routes.ts).
import { loginAnswerSchema, loginRequestSchema, resetPasswordAnswerSchema } from '@outings/contracts';
import { parseInput } from '@outings/service-kit';
import { identityOf } from '../identity/client-identity';
import { LOGIN_COOKIE_NOT_SET } from '../identity/proxy-trust';
import { endSession, startSession } from '../session/session-data';
import { clearSignedInHint, setSignedInHint } from '../session/signed-in-hint';
import { endOtherSessions } from '../session/user-sessions';
import { unexpectedAnswer } from '../proxy/upstream-error';
import { composedCalls, type ComposedCallSet } from './composed-calls';
import type { RouteContext } from './route-context';
import { relay, sessionUserId, smallJsonBody } from './route-helpers';

export function authRoutes({ services, composeSessionView, realtime, sessions, secureCookie, logger }: RouteContext): ComposedCallSet {
  const router = composedCalls();

  router.get('checkSession', async (req, res) => {
    res.json(await composeSessionView(sessionUserId(req), identityOf(req)));
  });

  router.get('logout', async (req, res) => {
    const sessionId = req.sessionID;
    if (req.userId) await sessions.index.forget(req.userId, sessionId);
    await endSession(req, res, { secure: secureCookie });
    clearSignedInHint(res, secureCookie);
    if (sessionId) realtime.disconnectSession(sessionId);
    res.json({ ok: true });
  });

  router.post('login', smallJsonBody, async (req, res) => {
    const identity = identityOf(req);
    const credentials = parseInput(loginRequestSchema, req.body);
    const answer = await services.auth.call('POST', '/sessions', identity, credentials);
    if (answer.status !== 200) return relay(res, answer);
    const accepted = loginAnswerSchema.safeParse(answer.body);
    if (!accepted.success) throw unexpectedAnswer();
    // Composed before the session opens: a login that cannot answer leaves no session behind.
    const view = await composeSessionView(accepted.data.userId, identity);
    await startSession(req, accepted.data.userId);
    setSignedInHint(res, secureCookie);
    await sessions.index.remember(accepted.data.userId, req.sessionID);
    // express-session silently leaves a Secure cookie out of an answer to a request that
    // did not arrive as https: say why the user will find themselves signed out.
    if (secureCookie && !req.secure) {
      logger.warn({ peer: req.socket.remoteAddress, forwardedProto: req.get('x-forwarded-proto') ?? null }, LOGIN_COOKIE_NOT_SET);
    }
    res.json(view);
  });

  // A new password ends every other session of the account, sockets included; the
  // caller's own session, when it is that user's, stays.
  router.post('resetPassword', smallJsonBody, async (req, res) => {
    const answer = await services.auth.call('POST', '/auth/reset-password', identityOf(req), req.body);
    if (answer.status !== 200) return relay(res, answer);
    const accepted = resetPasswordAnswerSchema.safeParse(answer.body);
    if (!accepted.success) throw unexpectedAnswer();
    const { userId } = accepted.data;
    const ended = await endOtherSessions(sessions, userId, req.userId === userId ? req.userSessionId : undefined);
    for (const sessionId of ended) realtime.disconnectSession(sessionId);
    res.json({ ok: true });
  });

  return router;
}
