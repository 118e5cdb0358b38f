// The address is input too: a path id or a query value with a NUL character reached
// PostgreSQL as a 500 (`/user/stripped-user/%00`). Refused here with the same rule as
// bodies, before any route reads it.
import type { RequestHandler } from 'express';
import { badRequest } from '../errors';
import { textProblem } from './unsafe-text';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape, or the UTF-8 form of a lone surrogate (`%ED%A0%80`).
    throw badRequest('The address is not valid.');
  }
}

function refuseUnsafe(text: string, where: string): void {
  const problem = textProblem(text);
  if (problem) throw badRequest(`${where}: ${problem}`);
}

/** Throws a 400 when the address (`req.url`: path and query) holds what no input may. */
export function assertSafeUrl(url: string): void {
  const query = url.indexOf('?');
  refuseUnsafe(decoded(query === -1 ? url : url.slice(0, query)), 'The address');
  if (query !== -1) {
    // Both spellings of a space, then the same check on every name and value.
    const text = decoded(url.slice(query + 1).replace(/\+/g, ' '));
    refuseUnsafe(text, 'The query');
  }
}

export const refuseUnsafeUrl: RequestHandler = (req, _res, next) => {
  assertSafeUrl(req.url);
  next();
};
