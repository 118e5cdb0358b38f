// What the media service relies on from an ObjectStore, checked against a real
// S3-compatible server through the same minio client code the app runs.
import { randomBytes } from 'node:crypto';
import { Client } from 'minio';
import pino from 'pino';
import { createS3ObjectStore } from '@outings/storage';
import type { ObjectStore, S3Endpoint } from '@outings/storage';

export interface S3Harness {
  endpoint: S3Endpoint;
  dispose(): Promise<void>;
}

const logger = pino({ level: 'silent' });

/** A fresh bucket per test, so tests never see each other's objects. */
function uniqueBucket(): string {
  return `outings-test-${randomBytes(6).toString('hex')}`;
}

export function describeObjectStoreContract(server: string, start: () => Promise<S3Harness>): void {
  describe(`ObjectStore contract: ${server}`, () => {
    let harness: S3Harness;
    let bucket: string;
    let store: ObjectStore;

    const storeOn = (name: string): ObjectStore => createS3ObjectStore({ ...harness.endpoint, bucket: name, logger });

    beforeAll(async () => {
      harness = await start();
    });

    afterAll(async () => {
      await harness.dispose();
    });

    beforeEach(() => {
      bucket = uniqueBucket();
      store = storeOn(bucket);
    });

    it('creates its bucket on first use', async () => {
      const s3 = new Client({ ...harness.endpoint, pathStyle: true });
      expect(await s3.bucketExists(bucket)).toBe(false);
      await store.put('first.txt', Buffer.from('hello'), 'text/plain');
      expect(await s3.bucketExists(bucket)).toBe(true);
    });

    it('returns the exact bytes and content type it stored', async () => {
      // Every byte value, so no text decoding can slip in unnoticed.
      const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(64 * 1024)]);
      await store.put('users/u-1/picture.webp', body, 'image/webp');
      const stored = await store.get('users/u-1/picture.webp');
      expect(stored?.contentType).toBe('image/webp');
      expect(stored?.body.equals(body)).toBe(true);
    });

    it('replaces an object put again under the same key', async () => {
      await store.put('avatar', Buffer.from('old'), 'image/png');
      await store.put('avatar', Buffer.from('new'), 'image/jpeg');
      expect(await store.get('avatar')).toEqual({ body: Buffer.from('new'), contentType: 'image/jpeg' });
    });

    it('answers null for a key that was never stored', async () => {
      expect(await store.get('nothing/here.png')).toBeNull();
    });

    it('removes an object, and removing it again is fine', async () => {
      await store.put('gone.png', Buffer.from([1, 2, 3]), 'image/png');
      await store.remove('gone.png');
      expect(await store.get('gone.png')).toBeNull();
      await expect(store.remove('gone.png')).resolves.toBeUndefined();
    });

    it('lets several stores, starting together, share one bucket', async () => {
      // Like replicas starting at once: they find the bucket missing and race to create
      // it (the rule for losing that race is unit-tested in bucket-setup.spec.ts).
      const stores = [store, storeOn(bucket), storeOn(bucket), storeOn(bucket)];
      await Promise.all(stores.map((each, index) => each.put(`from-${index}`, Buffer.from(String(index)), 'text/plain')));
      for (const [index, each] of stores.entries()) {
        const other = (index + 1) % stores.length;
        expect((await each.get(`from-${other}`))?.body.toString()).toBe(String(other));
      }
    });

    it('pings successfully, creating the bucket if needed', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
      await expect(new Client({ ...harness.endpoint, pathStyle: true }).bucketExists(bucket)).resolves.toBe(true);
    });
  });
}
