// Sends one encrypted push. web-push builds the request (aes128gcm payload encryption,
// the VAPID JWT, TTL, urgency, topic); node's http(s) client sends it to the addresses
// checked for the endpoint (`checked-address.ts`), with the endpoint's name for TLS and
// `Host`. web-push's own sender speaks https only, and the tests' push endpoint is plain
// http on loopback.
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import type { PushMessage } from '@outings/contracts';
import { checkPushEndpoint, type PushEndpointPolicy } from '../domain/push-endpoint';
import { checkedAddresses, pinnedLookup, type HostResolver, type ResolvedAddresses } from './checked-address';

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

/** The push service's status, or why the endpoint was refused without connecting (a message that never holds the endpoint). */
export type PushDelivery = { status: number } | { refused: string };

/** Network failures reject (the job retries). */
export type PushSender = (target: PushTarget, message: PushMessage, options: SendOptions) => Promise<PushDelivery>;

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  endpointPolicy: PushEndpointPolicy;
  resolveHost: HostResolver;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * The `Topic` header replaces a push still queued at the push service with a newer one of
 * the same topic (RFC 8030 §5.4); it takes at most 32 base64url characters, which a tag
 * such as `chat-<uuid>` exceeds, so it is the tag's digest.
 */
export const topicOf = (tag: string): string => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * One request on a connection of its own (no pool: every connection goes to addresses
 * checked for it), never following a redirect (the endpoint came from a browser); the
 * answer's body is not read.
 */
function post(url: URL, request: PushRequest, addresses: ResolvedAddresses): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const sent = client.request(
      url,
      { method: request.method, headers: request.headers, lookup: pinnedLookup(addresses), agent: false, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end(request.body ?? undefined);
  });
}

export function createWebPushSender({ vapid, endpointPolicy, resolveHost }: WebPushSenderOptions): PushSender {
  return async (target, message, options) => {
    // Checked again: the rule may be stricter than when the device subscribed.
    const check = checkPushEndpoint(target.endpoint, endpointPolicy);
    if (!check.ok) return { refused: check.message };
    const url = new URL(target.endpoint);
    const connectTo = await checkedAddresses(url, endpointPolicy.allowLoopback, resolveHost);
    if (!connectTo.ok) return { refused: connectTo.message };
    const details = webPush.generateRequestDetails(target, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      ...(message.tag === undefined ? {} : { topic: topicOf(message.tag) }),
    });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    return { status: await post(url, { method: details.method, headers, body: details.body }, connectTo.addresses) };
  };
}
