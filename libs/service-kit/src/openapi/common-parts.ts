// Parts many calls share in their descriptions.
import { z } from 'zod';
import type { ApiAnswer } from './api-description';

/** `{ok: true}`: what a call that has nothing else to tell answers. */
export const OK_ANSWER: ApiAnswer = { description: 'Done.', json: z.object({ ok: z.literal(true) }) };

/**
 * `?before=<id>` of the paged reads (a chat's messages, the feed): their handlers read it
 * as text, no schema of their own, an empty one as none.
 */
export const OLDER_PAGE_QUERY = z.object({ before: z.string().optional() });
