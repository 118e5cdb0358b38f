// Answers and query schemas many public calls share, in the gateway's document and the
// services' (service-kit re-exports the general ones for the services' own calls).
import { z } from 'zod';
import { outingViewSchema } from '../dto/outing';
import { sessionViewSchema } from '../dto/user';
import type { Refusal } from '../dto/error-texts';
import type { ApiAnswer } from './public-call';

/** `{ok: true}`: what a call that has nothing else to tell answers. */
export const OK_ANSWER: ApiAnswer = { description: 'Done.', json: z.object({ ok: z.literal(true) }) };

/** Longest keyset cursor accepted: an ISO time, a separator and an id of at most 64 characters, encoded. */
export const KEYSET_CURSOR_MAX = 128;

/**
 * `?before=<id>` of the paged reads (a chat's messages, the feed): their handlers read it
 * as text, no schema of their own, an empty one as none.
 */
export const OLDER_PAGE_QUERY = z.object({ before: z.string().optional() });

/** `?before=<cursor>` of the keyset-paged lists: the `next` of the page before, opaque. */
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

/** What the browser refreshes after a change: the signed-in user and their friends. */
export const SESSION_VIEW: ApiAnswer = { description: 'The session view: the user and their friends.', json: sessionViewSchema };

/** After a change of an outing: the session view, and the outing as it is now. */
export const SESSION_VIEW_WITH_OUTING: ApiAnswer = {
  description: 'The session view, and the outing as it is now.',
  json: z.object({ ...sessionViewSchema.shape, outing: outingViewSchema }),
};

export const TOO_MANY = 'Too many attempts: `Retry-After` says in how many seconds to try again.';
/** The per-user rate limit of a creating call (the gateway's rate limit table). */
export const RATE_LIMITED = "Too Many Requests: over the user's limit for this call; `Retry-After` says in how many seconds to try again.";
export const PICTURE_REFUSED = 'Invalid Photo: not a JPEG, PNG or WebP image.';
export const PICTURE_TOO_LARGE = 'Photo Too Large: over 5 MB or too many pixels.';
/** A picture as the media service answers it for the spec's text contract. */
export const PICTURE_DATA_URL: ApiAnswer = {
  description: "The picture as a `data:` URL (the spec's text contract); with `size`, scaled so its shorter side is that many pixels (never enlarged).",
  mediaType: 'text/plain',
};
export const PICTURE_NOT_FOUND = 'Picture Not Found: This picture does not exist.';
/** The media service's picture work is full: it sheds the call rather than queue it. */
export const PICTURE_WORK_BUSY = 'Server Busy: too many pictures are being processed; `Retry-After` says in how many seconds to try again.';
export const NOT_CHANGED: ApiAnswer = { description: 'The ETag the browser sent still names it.' };
