// What the service worker shows for a push (spec §3 "Push subscription", §4 "Service
// worker"): the `PushMessage` the server encrypted, or, when the payload cannot be read,
// a generic "Outings" notification, since a push must always show something (Chromium
// shows its own "site updated in the background" otherwise, Safari drops the subscription).
import { pushMessageSchema, type PushMessage } from '@outings/contracts';
import type { PrecacheEntry } from 'workbox-precaching';

/** Where a notification without a route of its own leads: the app's start page. */
export const DEFAULT_PUSH_URL = '/profile';

export const FALLBACK_PUSH_MESSAGE: PushMessage = Object.freeze({ title: 'Outings', body: 'Something new is waiting for you.', url: DEFAULT_PUSH_URL });

/** `readJson` is `PushMessageData.json`, which throws on a payload that is not JSON. */
export function readPushMessage(readJson: (() => unknown) | null): PushMessage {
  if (!readJson) return FALLBACK_PUSH_MESSAGE;
  try {
    const parsed = pushMessageSchema.safeParse(readJson());
    return parsed.success ? parsed.data : FALLBACK_PUSH_MESSAGE;
  } catch {
    return FALLBACK_PUSH_MESSAGE;
  }
}

/** The data a notification keeps for its click. */
export interface NotificationData {
  url: string;
}

export function notificationOptions({ body, tag, url }: PushMessage, icon: string | undefined): NotificationOptions {
  const data: NotificationData = { url };
  // The app icon stands in for the badge too: the build has no monochrome mark.
  return { body, data, ...(tag ? { tag } : {}), ...(icon ? { icon, badge: icon } : {}) };
}

/**
 * The 192 px app icon the build emits under a content-hashed name, found in the precache
 * manifest the worker is built with (the same file the web manifest names).
 */
export function appIconUrl(precached: readonly (PrecacheEntry | string)[]): string | undefined {
  return precached.map((entry) => (typeof entry === 'string' ? entry : entry.url)).find((url) => /\/icon-192\.[0-9a-f]{8}\.png$/.test(url));
}
