// Sends one encrypted push. web-push builds the request (aes128gcm payload encryption,
// the VAPID JWT, TTL, urgency, topic) and fetch sends it: web-push's own sender speaks
// https only, and the tests' push endpoint is plain http on loopback.
import { createHash } from 'node:crypto';
import webPush from 'web-push';
import type { PushMessage } from '@outings/contracts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SendOptions {
  /** Seconds the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** Answers the push service's status; network failures reject (the job retries). */
export type PushSender = (target: PushTarget, message: PushMessage, options: SendOptions) => Promise<number>;

const SEND_TIMEOUT_MS = 10_000;

/**
 * The `Topic` header replaces a push still queued at the push service with a newer one of
 * the same topic (RFC 8030 §5.4); it takes at most 32 base64url characters, which a tag
 * such as `chat-<uuid>` exceeds, so it is the tag's digest.
 */
export const topicOf = (tag: string): string => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

export function createWebPushSender(vapid: VapidKeys): PushSender {
  return async (target, message, options) => {
    const details = webPush.generateRequestDetails(target, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      ...(message.tag === undefined ? {} : { topic: topicOf(message.tag) }),
    });
    // fetch sets the length from the body itself.
    const headers = Object.fromEntries(
      Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body === null ? undefined : new Uint8Array(details.body),
      // The endpoint came from a browser: never follow it elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  };
}
