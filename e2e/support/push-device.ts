// Web push in the e2e run, where Chromium has no push service to reach: the
// page's PushManager hands out a subscription of the test's local push endpoint
// (test-support/push-endpoint.ts), which receives and decrypts what the app's server
// sends; everything else is the browser's own (permission, service worker, notifications).
// What the endpoint received is handed to the service worker through DevTools, as a push
// service would, and a notification's click is dispatched inside the worker, since
// Playwright cannot click a system notification.
import { setTimeout } from 'node:timers/promises';
import type { BrowserContext, Page } from '@playwright/test';
import type { PushMessage, PushSubscriptionJson } from '@outings/contracts';

/**
 * Makes the PushManager of every page in `context` subscribe to `subscription`. It stays
 * subscribed across page loads (kept in local storage) until unsubscribed, and remembers
 * the application server key it was made with, as a browser does.
 */
export async function useLocalPushService(context: BrowserContext, subscription: PushSubscriptionJson): Promise<void> {
  await context.addInitScript((json: PushSubscriptionJson) => {
    const KEPT = 'e2e:push-subscription-key';
    const made = (key: number[]) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEPT);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      if (!(key instanceof Uint8Array)) throw new Error('e2e push service: the app subscribes with the key as bytes');
      localStorage.setItem(KEPT, JSON.stringify([...key]));
      return made([...key]) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const kept = localStorage.getItem(KEPT);
      return kept ? (made(JSON.parse(kept) as number[]) as unknown as PushSubscription) : null;
    };
  }, subscription);
}

/**
 * The app's service worker registration on `page`, as DevTools names it, once its worker
 * is activated: a push handed to a registration whose worker is still starting up may be
 * dropped, where a push service would have waited.
 */
async function activeRegistrationId(context: BrowserContext, page: Page, appOrigin: string) {
  const devtools = await context.newCDPSession(page);
  const registrations = new Set<string>();
  const activated = new Set<string>();
  const id = new Promise<string>((resolve) => {
    const settle = () => {
      const ready = [...registrations].find((candidate) => activated.has(candidate));
      if (ready) resolve(ready);
    };
    devtools.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      for (const { registrationId, scopeURL, isDeleted } of event.registrations) {
        if (scopeURL !== `${appOrigin}/`) continue;
        if (isDeleted) registrations.delete(registrationId);
        else registrations.add(registrationId);
      }
      settle();
    });
    devtools.on('ServiceWorker.workerVersionUpdated', (event) => {
      for (const { registrationId, status } of event.versions) {
        if (status === 'activated') activated.add(registrationId);
      }
      settle();
    });
  });
  await devtools.send('ServiceWorker.enable');
  return { devtools, id: await id };
}

const REDELIVERY_MS = 3_000;
const DELIVERY_ATTEMPTS = 4;

/**
 * Hands `data` to the app's service worker as the push service would deliver it, and
 * again, like a push service, until it is acknowledged: here, until `acknowledgedWithin`
 * (started before each delivery) sees what the push must cause. DevTools' delivery is
 * fire-and-forget, and Chromium drops a push whose worker fails to start (seen on a
 * loaded machine), where a push service would have delivered it again.
 */
export async function deliverPushUntil(
  context: BrowserContext,
  page: Page,
  appOrigin: string,
  data: string,
  acknowledgedWithin: (ms: number) => Promise<boolean>,
): Promise<void> {
  const { devtools, id } = await activeRegistrationId(context, page, appOrigin);
  try {
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
      const acknowledged = acknowledgedWithin(REDELIVERY_MS);
      await devtools.send('ServiceWorker.deliverPushMessage', { origin: appOrigin, registrationId: id, data });
      if (await acknowledged) return;
    }
    throw new Error(`e2e push delivery: not acknowledged after ${DELIVERY_ATTEMPTS} deliveries`);
  } finally {
    await devtools.detach();
  }
}

/**
 * Delivers `message` until the worker shows its notification. A late first delivery does
 * no harm: the second one shows under the same tag, replacing it.
 */
export async function deliverPush(context: BrowserContext, page: Page, appOrigin: string, message: PushMessage): Promise<void> {
  const { tag } = message;
  if (!tag) throw new Error('e2e push delivery: the message needs a tag to tell when it is shown');
  await deliverPushUntil(context, page, appOrigin, JSON.stringify(message), (ms) => shownWithin(page, tag, ms));
}

async function shownWithin(page: Page, tag: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  do {
    if ((await shownNotifications(page)).some((shown) => shown.tag === tag)) return true;
    await setTimeout(200);
  } while (Date.now() < deadline);
  return false;
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the app's service worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, icon, data }) => ({ title, body, tag, icon, data: data as unknown })),
  );
}

/**
 * Clicks the notification tagged `tag` as far as a test can: the worker's own
 * `notificationclick` handler runs on it, inside the worker (an event the test makes,
 * so the browser lets the handler neither wait nor open windows).
 */
export async function clickNotification(context: BrowserContext, appOrigin: string, tag: string): Promise<void> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(`${appOrigin}/`));
  if (!worker) throw new Error('The app has no service worker running');
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration } & EventTarget;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`No notification tagged ${wanted}`);
    const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
  }, tag);
}
