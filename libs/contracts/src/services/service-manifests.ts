// Every service of the app, one entry each. Adding a service is adding its entry here
// and its folder `services/<name>/`: the runner, the gateway's upstreams and access
// rules, the compose and k8s entries (`npm run deploy:generate`) and the deploy checks
// all read this list (docs/adding-a-service.md).
import { actingFor, ANYONE, defineService, SIGNED_IN } from './service-manifest';

export const SERVICE_MANIFESTS = [
  defineService({
    name: 'auth',
    port: 4001,
    // Login and mail throttling shared by replicas (memory when embedded).
    needs: { redis: true },
    routes: [
      // Answered by the gateway from the session and profile, but part of /auth.
      { path: '/auth/check', access: SIGNED_IN },
      { path: '/auth/*', access: ANYONE },
      { path: '/user/create', access: ANYONE },
    ],
    settings: ['AUTH_RATE_LIMIT_PREFIX'],
    // argon2id hashing is CPU- and memory-bound.
    resources: { requests: { cpu: '200m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' } },
  }),
  defineService({
    name: 'profile',
    port: 4002,
    needs: {},
    routes: [
      { path: '/user/stripped-user/:id', access: SIGNED_IN },
      { path: '/user/:id/*', access: actingFor('id') },
    ],
    settings: [],
  }),
  defineService({
    name: 'media',
    port: 4003,
    needs: { storage: true, jobs: true },
    routes: [
      { path: '/user/:id/profile-picture', access: SIGNED_IN },
      // Capability URLs: unguessable keys, still only for signed-in users.
      { path: '/media/*', access: SIGNED_IN },
    ],
    settings: [],
    // sharp re-encodes pictures in memory.
    resources: { requests: { cpu: '200m', memory: '256Mi' }, limits: { cpu: '1', memory: '768Mi' } },
  }),
  defineService({
    name: 'notification',
    port: 4004,
    // realtime: `update-user` to a user whose alerts changed.
    needs: { mailer: true, jobs: true, realtime: true },
    // The alert calls (`/user/:id/notifications`, `/user/:id/notification/*`) fall under
    // profile's `/user/:id/*`: acting for the user. Web push: the key is public (spec §7),
    // `/notifications/push/*` needs a session (the default).
    routes: [{ path: '/notifications/vapid-public-key', access: ANYONE }],
    // The VAPID pair is a secret in compose/k8s; the runners make and keep one locally.
    // NODE_ENV=production pushes to the browsers' push services only (PUSH_ALLOWED_HOSTS
    // adds more); PUSH_ALLOW_LOOPBACK (development, the tests' local push endpoint) is
    // refused with it, and no deploy file sets it.
    settings: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'NODE_ENV', 'PUSH_ALLOWED_HOSTS', 'PUSH_ALLOW_LOOPBACK'],
  }),
  defineService({
    name: 'social-graph',
    port: 4005,
    // jobs: the daily-matches regeneration.
    needs: { jobs: true },
    // add-friend and remove-friend fall under profile's `/user/:id/*` (acting for the user),
    // the relationship flags of `/user/stripped-user/:id` under profile's own rule.
    routes: [],
    settings: [],
  }),
  defineService({
    name: 'activity',
    port: 4006,
    // Photos are rendered from each activity by sharp and kept in memory: no S3.
    needs: {},
    routes: [{ path: '/activity/*', access: SIGNED_IN }],
    settings: [],
    // sharp renders the activity photos in memory.
    resources: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '500m', memory: '384Mi' } },
  }),
  defineService({
    name: 'chat',
    port: 4007,
    // realtime: `new-message` to a chat's room after the message commits.
    needs: { realtime: true },
    // The public chat calls (`/user/:id/chats`, `/user/:id/chat/*`) fall under profile's
    // `/user/:id/*`: acting for the user (the gateway composes them).
    routes: [],
    settings: [],
  }),
  defineService({
    name: 'outing',
    port: 4008,
    needs: {},
    // `/user/:id/feed-outings` and `/user/:id/set-like` fall under profile's `/user/:id/*`
    // (acting for the user); the gateway composes every public outing call.
    routes: [
      { path: '/outing', access: SIGNED_IN },
      // Members, invitees and feed readers: the outing service decides who may see a photo.
      { path: '/outing/:outingId/photo/:photoKey', access: SIGNED_IN },
      { path: '/outing/:outingId/:id', access: actingFor('id') },
      { path: '/outing/:userId/create-outing', access: actingFor('userId') },
      { path: '/outing/:userId/:outingId/*', access: actingFor('userId') },
      { path: '/user/stripped-user/:id/photos', access: SIGNED_IN },
    ],
    settings: ['DEMO_SEED'],
  }),
] as const;
