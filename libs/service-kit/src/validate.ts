import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses untrusted input or throws a 400 naming the first problem, e.g.
 * `user.tagline: Tagline must be less than 50 characters`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${path}${issue?.message ?? 'The request is not valid.'}`);
}
