// This device's push subscription (spec §3 "Push subscription"): made through the service
// worker with the server's VAPID key and sent at each sign-in, since the server files it
// under whoever is signed in; ended at sign-out, so the next person on this device gets
// none of the previous user's pushes. Failures are only logged (spec §8).
import { pushSubscriptionSchema } from '@outings/contracts';
import { pushApi } from './push-api';

/** The bytes of a base64url string (the VAPID key the server answers). */
export function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/** The device's subscription for `key`, made anew when there is none or it was made for another key. */
async function subscriptionFor(pushManager: PushManager, key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // The server's keys were made anew: the push service would refuse its pushes to the old one.
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

export async function sendSubscription(registration: ServiceWorkerRegistration, userID: string): Promise<void> {
  const answer = await pushApi.vapidPublicKey();
  if (!answer.ok) throw new Error(`the VAPID key could not be read (${answer.status ?? 'no answer'})`);
  const subscription = pushSubscriptionSchema.parse((await subscriptionFor(registration.pushManager, base64UrlBytes(answer.data.key))).toJSON());
  const sent = await pushApi.subscribe({ subscription, user: userID });
  if (!sent.ok) throw new Error(`the subscription was not taken (${sent.status ?? 'no answer'})`);
}

export async function endSubscription(registration: ServiceWorkerRegistration): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  // The browser's side first: whatever the server answers, this device receives no more.
  await subscription.unsubscribe();
  const sent = await pushApi.unsubscribe({ endpoint: subscription.endpoint });
  // 404: the server had dropped it already (the push service said it was gone).
  if (!sent.ok && sent.status !== 404) throw new Error(`the server kept the subscription (${sent.status ?? 'no answer'})`);
}

/** The browser's push permission, or null when it cannot receive pushes at all. */
export function pushPermission(): NotificationPermission | null {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return supported ? Notification.permission : null;
}

/**
 * Resolves once the service worker is active, which is what subscribing needs; never in
 * development builds (no worker) nor where the browser blocks service workers.
 */
export const activeWorker = (): Promise<ServiceWorkerRegistration> => navigator.serviceWorker.ready;

const logFailure = (what: string) => (error: unknown) => console.error(`Push ${what} failed`, error);

/** Sends this device's subscription for the signed-in user; only when permission is granted. */
export function subscribeThisDevice(userID: string): Promise<void> {
  if (pushPermission() !== 'granted') return Promise.resolve();
  return activeWorker()
    .then((registration) => sendSubscription(registration, userID))
    .catch(logFailure('subscription'));
}

export function forgetThisDevice(): Promise<void> {
  if (pushPermission() === null) return Promise.resolve();
  return navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration && endSubscription(registration))
    .catch(logFailure('unsubscription'));
}
