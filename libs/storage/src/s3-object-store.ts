// The one object-store adapter: the `minio` S3 client, against MinIO or any S3 in a
// cluster and against the local S3-compatible server when embedded.
import { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Client, S3Error } from 'minio';
import type { Logger } from 'pino';
import type { ObjectStore, StoredObject } from './port';
import { createBucketIfMissing } from './bucket-setup';
import { onceSucceeded } from './once-succeeded';

export interface S3Endpoint {
  endPoint: string;
  /** Defaults to 443 with SSL, 80 without. */
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  region?: string;
}

export interface S3ObjectStoreOptions extends S3Endpoint {
  bucket: string;
  logger: Logger;
}

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/**
 * minio's getObject resolves with the HTTP response itself (typed as a plain Readable),
 * whose headers carry the content type: reading them saves a second request per read.
 */
function contentTypeOf(response: Readable): string {
  if (!(response instanceof IncomingMessage)) {
    throw new Error('minio getObject did not return the HTTP response; the content type cannot be read');
  }
  return response.headers['content-type'] ?? FALLBACK_CONTENT_TYPE;
}

function isMissingObject(error: unknown): boolean {
  return error instanceof S3Error && error.code === 'NoSuchKey';
}

export function createS3ObjectStore({
  bucket,
  region = 'us-east-1',
  logger,
  ...endpoint
}: S3ObjectStoreOptions): ObjectStore {
  const log = logger.child({ component: 'object-store' });
  // Path-style URLs (host/bucket/key) work with MinIO and the local server alike,
  // without wildcard DNS for virtual-host buckets.
  const client = new Client({ ...endpoint, region, pathStyle: true });
  const ensureBucket = onceSucceeded(() => createBucketIfMissing(client, bucket, region, log));

  return {
    async put(key: string, body: Buffer, contentType: string): Promise<void> {
      await ensureBucket();
      await client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType });
    },

    async get(key: string): Promise<StoredObject | null> {
      await ensureBucket();
      try {
        const response = await client.getObject(bucket, key);
        const contentType = contentTypeOf(response);
        return { body: await buffer(response), contentType };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async remove(key: string): Promise<void> {
      await ensureBucket();
      // S3 answers a delete of a missing key with success, so removing twice is fine.
      await client.removeObject(bucket, key);
    },

    async ping(): Promise<void> {
      // Checked afresh on every probe, and recreated if someone deleted it: readiness
      // means the bucket is there, not only that the server answers.
      await createBucketIfMissing(client, bucket, region, log);
    },
  };
}
