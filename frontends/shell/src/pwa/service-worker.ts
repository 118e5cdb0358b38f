/// <reference lib="webworker" />
// The service worker (spec §4, §7), served at /service-worker.js: it precaches the shell so
// the app starts offline, keeps the last app configuration and remote entries for the
// same reason, answers the page's user-update check, shows pushes as notifications and
// opens a notification's route when it is clicked.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { openFromNotification, routeOf } from './notification-click';
import { appIconUrl, notificationOptions, readPushMessage } from './push-notification';
import { USER_UPDATE_CHECK, type UserUpdateCheckReply } from './update-check-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Named once: the build replaces this one occurrence with the list of the shell's files.
const PRECACHED = self.__WB_MANIFEST;

cleanupOutdatedCaches();
precacheAndRoute(PRECACHED);

// Page navigations get the shell; the gateway's own paths (mail links land on /auth/…) do not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(auth|user|data|activity|notifications|media|socket\.io|remotes)(\/|$)/, /^\/app-config\.json$/],
  }),
);

// Where the remotes live and their entries change with deployments: network first.
registerRoute(({ url }) => url.pathname === '/app-config.json' || url.pathname.endsWith('/remoteEntry.js'), new NetworkFirst({ cacheName: 'outings-entries' }));

// Remote chunks carry a content hash: a cached copy is always right.
registerRoute(
  ({ url }) => url.pathname.startsWith('/remotes/') && url.pathname.includes('/static/'),
  new CacheFirst({ cacheName: 'outings-remote-chunks', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const APP_ICON = appIconUrl(PRECACHED);

// A push means something about the user changed; an open page learns it at its next check.
// The notification shows even when a window of the app is visible: Safari ends the
// subscription of a worker that receives pushes without showing them, and the server
// pushes mostly to people whose app is closed, so a duplicate of an in-app alert is rare.
let userUpdatePending = false;
self.addEventListener('push', (event) => {
  userUpdatePending = true;
  const { data } = event;
  const message = readPushMessage(data ? () => data.json() : null);
  event.waitUntil(self.registration.showNotification(message.title, notificationOptions(message, APP_ICON)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(routeOf(event.notification.data, self.location.origin), self.clients));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== USER_UPDATE_CHECK) return;
  const reply: UserUpdateCheckReply = { update: userUpdatePending };
  userUpdatePending = false;
  event.ports[0]?.postMessage(reply);
});
