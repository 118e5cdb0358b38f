// Every service of the app, one entry each. Adding a service is adding its entry here
// and its folder `services/<name>/`: the runner, the gateway's upstreams, the compose and
// k8s entries (`npm run deploy:generate`) and the deploy checks all read this list; its
// public calls are its file in the public call table, public-calls/<name>.ts
// (docs/adding-a-service.md).
import { defineService } from './service-manifest';

export const SERVICE_MANIFESTS = [
  defineService({
    name: 'auth',
    port: 4001,
    // Login and mail throttling shared by replicas (memory when embedded).
    needs: { redis: true },
    settings: ['AUTH_RATE_LIMIT_PREFIX'],
    // argon2id hashing is CPU- and memory-bound.
    resources: { requests: { cpu: '200m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' } },
  }),
  defineService({
    name: 'profile',
    port: 4002,
    needs: {},
    settings: [],
  }),
  defineService({
    name: 'media',
    port: 4003,
    needs: { storage: true, jobs: true },
    settings: [],
    // sharp re-encodes pictures in memory.
    resources: { requests: { cpu: '200m', memory: '256Mi' }, limits: { cpu: '1', memory: '768Mi' } },
  }),
  defineService({
    name: 'notification',
    port: 4004,
    // realtime: `update-user` to a user whose alerts changed.
    needs: { mailer: true, jobs: true, realtime: true },
    // The VAPID pair is a secret in compose/k8s; the runners make and keep one locally.
    // NODE_ENV=production pushes to the browsers' push services only (PUSH_ALLOWED_HOSTS
    // adds more); PUSH_ALLOW_LOOPBACK (development, the tests' local push endpoint) is
    // refused with it, and no deploy file sets it.
    settings: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'NODE_ENV', 'PUSH_ALLOWED_HOSTS', 'PUSH_ALLOW_LOOPBACK'],
  }),
  defineService({
    name: 'social-graph',
    port: 4005,
    // jobs: the daily-matches regeneration; realtime: `update-user` to the friends of a
    // user whose profile changed (their status decides who can be added to an outing).
    needs: { jobs: true, realtime: true },
    settings: [],
  }),
  defineService({
    name: 'activity',
    port: 4006,
    // Photos are rendered from each activity by sharp and kept in memory: no S3.
    needs: {},
    settings: [],
    // sharp renders the activity photos in memory.
    resources: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '500m', memory: '384Mi' } },
  }),
  defineService({
    name: 'chat',
    port: 4007,
    // realtime: `new-message` to a chat's room after the message commits.
    needs: { realtime: true },
    settings: [],
  }),
  defineService({
    name: 'outing',
    port: 4008,
    needs: {},
    settings: [],
  }),
] as const;
