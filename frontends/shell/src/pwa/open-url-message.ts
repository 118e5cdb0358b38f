// The message the service worker sends an open window of the app when one of its
// notifications is clicked: the page's router opens `url`, so nothing the page holds in
// memory (an outing being planned) is lost to a reload.
export const OPEN_URL = 'open-url';

export interface OpenUrlMessage {
  type: typeof OPEN_URL;
  /** A path of the app, already checked by the worker. */
  url: string;
}

export function isOpenUrlMessage(data: unknown): data is OpenUrlMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, url } = data as Partial<Record<keyof OpenUrlMessage, unknown>>;
  return type === OPEN_URL && typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}
