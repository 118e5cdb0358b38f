// Web push (spec §3 "Push subscription", §7 `/notifications/*`): the calls the browser
// makes to subscribe a device, and the message every push carries, which the service
// worker shows. zod/mini: the shell and its service worker load them.
import * as z from 'zod/mini';

/** `GET /notifications/vapid-public-key`: the application server key, base64url (65-byte P-256 point). */
export const vapidPublicKeyAnswerSchema = z.object({ key: z.string() });
export type VapidPublicKeyAnswer = z.infer<typeof vapidPublicKeyAnswerSchema>;

/** `PushSubscription.toJSON()` as a browser sends it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    /** The browser's P-256 public key, base64url. */
    p256dh: z.string().check(z.minLength(80), z.maxLength(100)),
    /** The 16-byte auth secret, base64url. */
    auth: z.string().check(z.minLength(20), z.maxLength(30)),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * `POST /notifications/push/subscribe`. `user` is what the spec's browser sends; the
 * gateway ignores it: the subscription is always the session user's.
 */
export const pushSubscribeBodySchema = z.object({ subscription: pushSubscriptionSchema, user: z.optional(z.unknown()) });
export type PushSubscribeRequestBody = z.infer<typeof pushSubscribeBodySchema>;

/** `POST /notifications/push/unsubscribe`: a device that signs out or turns pushes off. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().check(z.maxLength(2048)) });
export type PushUnsubscribeRequestBody = z.infer<typeof pushUnsubscribeBodySchema>;

/**
 * What one push carries (encrypted, aes128gcm): the service worker shows `title` and
 * `body`, and a click focuses or opens `url`, a path of the app (`/profile`, `/chat`…).
 * Pushes with the same `tag` replace each other on the device (one per chat, one per alert type).
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().check(z.startsWith('/')),
  tag: z.optional(z.string()),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
