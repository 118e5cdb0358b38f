// A list the server answers page by page, newest first by (time, id), each page with the
// cursor of the next (null on the last): the chat list and the alerts. The browser holds
// the pages loaded so far; these rules keep them right when the first page is read again
// (a push, a reconnect) and when the next one is added (scrolling on).
export interface PagedList<T> {
  items: readonly T[];
  /** The cursor after the last item loaded; null once everything is. */
  next: string | null;
}

/** Where an item sorts: its time (ISO 8601, all in UTC) and its id, as the server orders them. */
export type PositionOf<T> = (item: T) => { at: string; id: string };

/** Negative when `a` comes after `b` in the list (older), positive when before. */
function compare(a: { at: string; id: string }, b: { at: string; id: string }): number {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The list once its first page was read again. The page is the truth down to its last
 * item: anything loaded that sorts above that and is not in the page is gone (cleared,
 * left). Items loaded from later pages, older than the page's end, stay, and so does the
 * cursor after them; without any, the page's cursor goes on.
 */
export function withFirstPage<T extends { _id: string }>(current: PagedList<T>, page: PagedList<T>, positionOf: PositionOf<T>): PagedList<T> {
  const last = page.items[page.items.length - 1];
  if (page.next === null || last === undefined) return page;
  const inPage = new Set(page.items.map((item) => item._id));
  const end = positionOf(last);
  const older = current.items.filter((item) => !inPage.has(item._id) && compare(positionOf(item), end) < 0);
  return older.length ? { items: [...page.items, ...older], next: current.next } : page;
}

/** The list with the next page after it: items already held (moved up meanwhile) are not added twice. */
export function withNextPage<T extends { _id: string }>(current: PagedList<T>, page: PagedList<T>): PagedList<T> {
  const held = new Set(current.items.map((item) => item._id));
  return { items: [...current.items, ...page.items.filter((item) => !held.has(item._id))], next: page.next };
}
