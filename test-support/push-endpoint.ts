// A push service on loopback for tests: it hands out browser-like subscriptions (a P-256
// key pair and a 16-byte auth secret each), and for every push it receives checks the
// VAPID authorisation (an ES256 JWT for this origin, signed by the key in `k`) and
// decrypts the aes128gcm body (RFC 8188, keys per RFC 8291) with the subscription's own
// keys, as a browser would. A push that fails either check is answered 403 and not
// recorded. Told to, it answers an endpoint 404, 410 or 5xx as a real push service does.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushMessage, PushSubscriptionJson } from '@outings/contracts';

export interface DecryptedPush {
  endpoint: string;
  message: PushMessage;
  headers: IncomingHttpHeaders;
  /** The VAPID public key (`k`) it was signed with, base64url: the one the app serves. */
  vapidKey: string;
}

export interface PushEndpoint {
  /** A new device: its endpoint on this server and its keys, as `PushSubscription.toJSON()` gives them. */
  newSubscription(): PushSubscriptionJson;
  /** Pushes accepted so far (answered 201), oldest first; only those to `endpoint` when given. */
  received(endpoint?: string): DecryptedPush[];
  /** Every request that reached `endpoint` (or any), whatever it was answered: retries show here. */
  requests(endpoint?: string): number;
  /** Resolves with the first push accepted (already or later) that `predicate` matches. */
  waitFor(predicate: (push: DecryptedPush) => boolean, timeoutMs?: number): Promise<DecryptedPush>;
  /** From now on answers requests to `endpoint` with `status`, without accepting them (201 again to accept). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2.2: the content key and nonce of a push to `receiver`. */
function contentKeys(receiver: ECDH, auth: Buffer, senderPublic: Buffer, salt: Buffer) {
  const ecdhSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  return {
    key: hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16),
    nonce: hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12),
  };
}

/** One aes128gcm record, as web push sends: salt, record size, the sender's public key, then the sealed record. */
function decrypt(body: Buffer, receiver: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const { key, nonce } = contentKeys(receiver, auth, senderPublic, salt);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT is ES256 by `k`, for this origin, not expired. Answers `k`. */
function verifyVapid(authorization: string | undefined, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization ?? '(none)'}`);
  const [, token = '', key = ''] = match;
  const [header = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID JWT is not signed by its key');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Error(`the VAPID JWT is for ${claims.aud ?? '(no audience)'}, not ${origin}`);
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error('the VAPID JWT has expired');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('the VAPID JWT has no subject');
  return key;
}

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const devices = new Map<string, { keys: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const accepted: DecryptedPush[] = [];
  const reached: string[] = [];
  const waiters = new Set<{ predicate: (push: DecryptedPush) => boolean; resolve: (push: DecryptedPush) => void }>();

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const endpoint = `${origin}${request.url ?? ''}`;
      reached.push(endpoint);
      const device = devices.get(endpoint);
      if (request.method !== 'POST' || !device) return response.writeHead(404).end();
      const status = answers.get(endpoint) ?? 201;
      if (status !== 201) return response.writeHead(status).end();
      try {
        const vapidKey = verifyVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const message = JSON.parse(decrypt(body, device.keys, device.auth)) as PushMessage;
        const push = { endpoint, message, headers: request.headers, vapidKey };
        accepted.push(push);
        for (const waiter of waiters) {
          if (waiter.predicate(push)) {
            waiters.delete(waiter);
            waiter.resolve(push);
          }
        }
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(403, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    newSubscription() {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { keys, auth });
      return { endpoint, expirationTime: null, keys: { p256dh: b64(keys.getPublicKey()), auth: b64(auth) } };
    },
    received: (endpoint) => accepted.filter((push) => endpoint === undefined || push.endpoint === endpoint),
    requests: (endpoint) => reached.filter((url) => endpoint === undefined || url === endpoint).length,
    waitFor(predicate, timeoutMs = 10_000) {
      const already = accepted.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve: (push: DecryptedPush) => (clearTimeout(timer), resolve(push)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching push within ${timeoutMs} ms; received: ${JSON.stringify(accepted.map((push) => push.message))}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    answer: (endpoint, status) => void answers.set(endpoint, status),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The senders' kept-alive connections would hold the close open.
        server.closeAllConnections();
      }),
  };
}
