/// <reference lib="webworker" />
// A click on a notification (spec §4 "Service worker"): it opens the route the push
// carried, in the window of the app the user was last in when one is open (its router
// navigates, told by a message), else in a new window.
import { DEFAULT_PUSH_URL, type NotificationData } from './push-notification';
import { OPEN_URL, type OpenUrlMessage } from './open-url-message';

/** The notification's route when it is a path of this app; the start page otherwise. */
export function routeOf(data: unknown, origin: string): string {
  const url = (data as Partial<NotificationData> | null)?.url;
  if (typeof url !== 'string' || !url.startsWith('/')) return DEFAULT_PUSH_URL;
  const resolved = new URL(url, origin);
  return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : DEFAULT_PUSH_URL;
}

/** The focused window, else a visible one, else the first the browser lists. */
export function windowToUse(windows: readonly WindowClient[]): WindowClient | undefined {
  return windows.find((client) => client.focused) ?? windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
}

export async function openFromNotification(url: string, clients: Clients): Promise<void> {
  // Uncontrolled windows too: a page opened with a hard reload is still the app.
  const open = windowToUse(await clients.matchAll({ type: 'window', includeUncontrolled: true }));
  if (!open) {
    await clients.openWindow(url);
    return;
  }
  const message: OpenUrlMessage = { type: OPEN_URL, url };
  open.postMessage(message);
  // The window has its route already; bringing it to the front may be refused.
  await open.focus().catch((error: unknown) => console.warn('Could not focus the app window', error));
}
