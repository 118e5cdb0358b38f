// Parts many calls share in their descriptions.
import { z } from 'zod';
import type { Refusal } from '@outings/contracts';
import { KEYSET_CURSOR_MAX } from '../keyset-cursor';
import type { ApiAnswer } from './api-description';

/** `{ok: true}`: what a call that has nothing else to tell answers. */
export const OK_ANSWER: ApiAnswer = { description: 'Done.', json: z.object({ ok: z.literal(true) }) };

/**
 * `?before=<id>` of the paged reads (a chat's messages, the feed): their handlers read it
 * as text, no schema of their own, an empty one as none.
 */
export const OLDER_PAGE_QUERY = z.object({ before: z.string().optional() });

/** `?before=<cursor>` of the keyset-paged lists (keyset-cursor.ts): the `next` of the page before, opaque. */
export const NEXT_PAGE_QUERY = z.object({ before: z.string().max(KEYSET_CURSOR_MAX).optional().describe('The `next` cursor of the page before; absent for the first page') });

/**
 * A call's refusals as its answers: by status, each `header: message` exactly as the
 * service sends it, after any text of the caller's own for that status (joined by "Or").
 */
export function refusalAnswers(refusals: readonly Refusal[], own: Readonly<Record<number, string>> = {}): Record<number, string> {
  const byStatus = new Map<number, string[]>(Object.entries(own).map(([status, text]) => [Number(status), [text]]));
  for (const { status, header, message } of refusals) {
    const texts = byStatus.get(status) ?? [];
    texts.push(`${header}: ${message}`);
    byStatus.set(status, texts);
  }
  return Object.fromEntries([...byStatus].map(([status, texts]) => [status, texts.join(' Or ')]));
}
