// Object keys. Uploads get a fresh random key that is never reused, so a key's bytes
// never change (and may be cached forever) and cannot be guessed. Demo users of the
// seeded world carry a `demo/<name>` key; media renders their avatar under that key.
import { randomUUID } from 'node:crypto';

const UPLOAD_KEY = /^pictures\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;
const DEMO_KEY = /^demo\/[a-z0-9][a-z0-9._-]{0,99}$/;

export function newUploadKey(): string {
  return `pictures/${randomUUID()}.jpg`;
}

export function isDemoKey(key: string): boolean {
  return DEMO_KEY.test(key);
}

/** A key `stage` handed out for an upload (demo keys never are). */
export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

/** Only keys this service hands out can name an object: no traversal, no other prefixes. */
export function isPictureKey(key: string): boolean {
  return isUploadKey(key) || isDemoKey(key);
}
