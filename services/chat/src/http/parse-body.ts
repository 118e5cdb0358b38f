// parseInput of @outings/service-kit for the contracts' zod/mini schemas (dto/chat.ts is
// zod/mini, loaded by the browser): a 400 naming the first problem, e.g.
// `message: A message can be at most 2000 characters`.
import type * as z from 'zod/mini';
import { badRequest } from '@outings/service-kit';

export function parseBody<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${path}${issue?.message ?? 'The request is not valid.'}`);
}
