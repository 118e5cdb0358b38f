/// <reference lib="webworker" />
// The service worker (spec §4, §7), served at /service-worker.js: it precaches the shell so
// the app starts offline, keeps the last app configuration and remote entries for the
// same reason, and answers the page's user-update check.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { USER_UPDATE_CHECK, type UserUpdateCheckReply } from './update-check-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

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

// A push means something about the user changed; the page learns it at its next check.
let userUpdatePending = false;
self.addEventListener('push', () => {
  userUpdatePending = true;
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== USER_UPDATE_CHECK) return;
  const reply: UserUpdateCheckReply = { update: userUpdatePending };
  userUpdatePending = false;
  event.ports[0]?.postMessage(reply);
});
