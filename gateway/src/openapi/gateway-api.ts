// The gateway's OpenAPI document (`GET /openapi.json`): the public calls of spec §7 as
// the gateway answers them, composed or forwarded, with the session cookie as the way a
// caller is known. Every operation is an entry of the public call table
// (`@outings/contracts`, PUBLIC_CALLS) with the access the gateway enforces; the 429 of
// the calls the rate limit table limits, and what a GET that changes state asks of its
// caller, are added here.
import { Router } from 'express';
import { bodySchemaOf, PUBLIC_CALLS, RATE_LIMITED, type CallVocabulary, type PublicCall } from '@outings/contracts';
import { categoryColorMap, instructionTypes, isListedLocation } from '@outings/reference-data';
import { publicCallOperation, serveOpenApi, type ApiDescription, type ApiOperation } from '@outings/service-kit';
import { SESSION_COOKIE } from '../session/session-data';
import { bucketFinder } from '../limits/rate-limit-guard';
import { RATE_LIMITS } from '../limits/rate-limit-table';

/** What the request schemas that need the reference data check against. */
const VOCABULARY: CallVocabulary = { isListedLocation, categories: Object.keys(categoryColorMap), instructionTypes };

/** The origin check (identity/origin-check.middleware.ts) of a GET marked `changesState`. */
export const STATE_CHANGING_GET =
  "A GET that changes state: it is refused with 403 unless it comes from the app's own pages (`Sec-Fetch-Site` `same-origin` or `none`; without it, `Origin` or `Referer` naming a trusted origin).";

/** The table's entries as operations; express paths are patterns the rate limit table matches as they are. */
function operationsOf(calls: readonly PublicCall[]): ApiOperation[] {
  const bucketOf = bucketFinder(RATE_LIMITS);
  return calls.map((call) => {
    const operation = publicCallOperation(call, bodySchemaOf(call, VOCABULARY));
    return {
      ...operation,
      ...(call.changesState ? { description: STATE_CHANGING_GET } : {}),
      answers: bucketOf(call.method.toUpperCase(), call.path) ? { ...operation.answers, 429: RATE_LIMITED } : operation.answers,
    };
  });
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
    operations: operationsOf(PUBLIC_CALLS),
  };
}

/** `GET /openapi.json`: public, like the calls it describes; JSON whatever the `Accept` header. */
export function openApiRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', serveOpenApi(gatewayApi()));
  return router;
}
