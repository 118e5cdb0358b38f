// Creates the store's bucket when it is missing. Several replicas of the media service
// may start together, so losing the race to create it is fine, as long as the bucket
// that exists afterwards is one we can use.
import { S3Error } from 'minio';
import type { Client } from 'minio';
import type { Logger } from 'pino';

export type BucketClient = Pick<Client, 'bucketExists' | 'makeBucket'>;

// MinIO and S3 answer BucketAlreadyOwnedByYou to a second create; s3rver answers
// BucketAlreadyExists, which S3 uses for a bucket someone else owns. Either way the
// follow-up check decides: it fails for a bucket we may not use.
const CREATED_BY_SOMEONE_ELSE = new Set(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']);

export async function createBucketIfMissing(
  client: BucketClient,
  bucket: string,
  region: string,
  logger: Logger,
): Promise<void> {
  if (await client.bucketExists(bucket)) return;
  try {
    await client.makeBucket(bucket, region);
    logger.info({ bucket }, 'object store bucket created');
  } catch (error) {
    const lostTheRace = error instanceof S3Error && CREATED_BY_SOMEONE_ELSE.has(error.code ?? '');
    if (!lostTheRace || !(await client.bucketExists(bucket))) throw error;
  }
}
