// Keyset pagination of a list ordered newest first by (time, id): a page ends at its last
// row, and the next page is what comes strictly after that row's (time, id). The cursor
// carries that pair itself, not an id to look up again, so a row touched (moved to the
// top) between two calls neither repeats nor hides the rows that follow. Opaque to the
// browser: base64url of `<ISO time>|<id>`; anything else is refused with 400.
import { z } from 'zod';
import { KEYSET_CURSOR_MAX } from '@outings/contracts';
import { badRequest } from './errors';

export interface KeysetPosition {
  at: Date;
  id: string;
}


/** The shape of a cursor (base64url, bounded), which a caller passing one on can check without reading it. */
export const keysetCursorSchema = z.string().min(1).max(KEYSET_CURSOR_MAX).regex(/^[A-Za-z0-9_-]+$/);
const positionSchema = z.tuple([z.iso.datetime(), z.string().min(1).max(64)]);

export function encodeCursor({ at, id }: KeysetPosition): string {
  return Buffer.from(`${at.toISOString()}|${id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or null for anything that is not one of ours. */
export function decodeCursor(raw: unknown): KeysetPosition | null {
  const cursor = keysetCursorSchema.safeParse(raw);
  if (!cursor.success) return null;
  const text = Buffer.from(cursor.data, 'base64url').toString('utf8');
  const separator = text.indexOf('|');
  const position = positionSchema.safeParse(separator < 0 ? [] : [text.slice(0, separator), text.slice(separator + 1)]);
  if (!position.success) return null;
  return { at: new Date(position.data[0]), id: position.data[1] };
}

/** The `before` query of a paged list: absent for the first page, 400 for one that is not a cursor. */
export function beforeCursorOf(query: unknown, message = 'The page cursor is not valid'): KeysetPosition | null {
  const before = (query as { before?: unknown } | undefined)?.before;
  if (before === undefined || before === '') return null;
  const position = decodeCursor(before);
  if (!position) throw badRequest(message);
  return position;
}

/**
 * One page out of `size + 1` rows read in list order: the first `size`, and the cursor
 * after the last of them when more follow (null on the last page).
 */
export function pageOf<T>(rows: readonly T[], size: number, positionOf: (row: T) => KeysetPosition): { items: T[]; next: string | null } {
  const items = rows.slice(0, size);
  const last = items[items.length - 1];
  return { items, next: rows.length > size && last !== undefined ? encodeCursor(positionOf(last)) : null };
}
