// Small pieces the route files share.
import type { Request, RequestHandler, Response } from 'express';
import { badRequest, jsonBody, keysetCursorSchema, unauthorized } from '@outings/service-kit';
import type { ServiceAnswer } from '../proxy/service-client';

/** The gateway parses bodies only on the calls it composes; forwarded calls stream through. */
export const smallJsonBody: RequestHandler = jsonBody({ limit: '100kb', closeOnRefusal: true });
/** Calls carrying a picture as a data URL. */
export const pictureJsonBody: RequestHandler = jsonBody({ limit: '8mb', closeOnRefusal: true });

/** The signed-in user (the access table already demanded one; this keeps the types honest). */
export function sessionUserId(req: Request): string {
  const userId = req.userId;
  if (!userId) throw unauthorized();
  return userId;
}

export const isSuccess = (answer: ServiceAnswer) => answer.status >= 200 && answer.status < 300;

/** Longest id (chat, message, outing) the services know (contracts' idSchema). */
const ID_MAX = 64;

/** A path or query id, checked before it goes anywhere. */
export function idOf(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > ID_MAX) throw badRequest(`${name} is not a valid id`);
  return value;
}

/**
 * The `?before=<cursor>` of a paged list as the service's query string: '' for the first
 * page. Passed on as is (the service reads the cursor and refuses one it did not make);
 * only its shape is checked here, so nothing odd travels on.
 */
export function nextPageQuery(value: unknown): string {
  if (value === undefined || value === '') return '';
  const cursor = keysetCursorSchema.safeParse(value);
  if (!cursor.success) throw badRequest('The page cursor is not valid');
  return `?before=${cursor.data}`;
}

// Headers of a refusal that still mean something once the body is re-sent.
const RELAYED_HEADERS = ['retry-after', 'location', 'cache-control'];

/** Passes a service's refusal (400, 401, 406, 413, 429, …) to the browser as it was given. */
export function relay(res: Response, answer: ServiceAnswer): void {
  for (const name of RELAYED_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) res.setHeader(name, value);
  }
  if (answer.body === null) {
    res.status(answer.status).end();
  } else if (typeof answer.body === 'string') {
    res.status(answer.status).type('text/plain').send(answer.body);
  } else {
    res.status(answer.status).json(answer.body);
  }
}
