import * as core from 'zod/v4/core';
import { badRequest } from './errors';

/**
 * Parses untrusted input or throws a 400 naming the first problem, e.g.
 * `user.tagline: Tagline must be less than 50 characters`. Takes any zod schema: the
 * full ones and the zod/mini ones the contracts share with the browser.
 */
export function parseInput<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = core.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  throw badRequest(`${path}${issue?.message ?? 'The request is not valid.'}`);
}
