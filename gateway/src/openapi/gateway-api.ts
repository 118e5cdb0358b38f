// The gateway's OpenAPI document (`GET /openapi.json`): the public calls of spec §7 as
// the gateway answers them, composed or forwarded, with the session cookie as the way a
// caller is known. Who may make each call is read from the access table the gateway
// enforces (the services' manifests), not written again here; nor the 429 of the calls
// the rate limit table limits.
import { Router } from 'express';
import { serveOpenApi, type ApiDescription, type ApiOperation } from '@outings/service-kit';
import { createAccessPolicy } from '../identity/access-rules';
import { SESSION_COOKIE } from '../session/session-data';
import { accountCalls } from './account-calls';
import { activityCalls } from './activity-calls';
import { chatCalls } from './chat-calls';
import { bucketFinder } from '../limits/rate-limit-guard';
import { RATE_LIMITS } from '../limits/rate-limit-table';
import { RATE_LIMITED, type GatewayOperation } from './gateway-operation';
import { notificationCalls } from './notification-calls';
import { outingCalls } from './outing-calls';

const CALLS: readonly GatewayOperation[] = [...accountCalls, ...notificationCalls, ...activityCalls, ...chatCalls, ...outingCalls];

/** Express paths are patterns the access table and the rate limit table match as they are (`:id` is one segment). */
function withAccess(calls: readonly GatewayOperation[]): ApiOperation[] {
  const accessFor = createAccessPolicy();
  const bucketOf = bucketFinder(RATE_LIMITS);
  return calls.map((call) => ({
    ...call,
    access: call.access ?? accessFor(call.path).access,
    answers: bucketOf(call.method.toUpperCase(), call.path) ? { ...call.answers, 429: RATE_LIMITED } : call.answers,
  }));
}

export function gatewayApi(): ApiDescription {
  return {
    title: 'Outings',
    description: [
      'The public calls of the Outings app, as its pages make them.',
      'A call that changes state must come from a trusted origin (`Origin` or `Sec-Fetch-Site`), or it is refused with 403.',
      'Refusals answer `{header, message}`: a 406 is shown to the user as a popup, a 400 names the field it refuses.',
    ].join(' '),
    identity: {
      name: 'session',
      in: 'cookie',
      key: SESSION_COOKIE,
      description: 'The session cookie `POST /auth/login` sets (HttpOnly, SameSite=Lax).',
    },
    operations: withAccess(CALLS),
  };
}

/** `GET /openapi.json`: public, like the calls it describes; JSON whatever the `Accept` header. */
export function openApiRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', serveOpenApi(gatewayApi()));
  return router;
}
