import { S3Error } from 'minio';
import pino from 'pino';
import { createBucketIfMissing } from './bucket-setup';
import type { BucketClient } from './bucket-setup';

const logger = pino({ level: 'silent' });

function s3Error(code: string): S3Error {
  const error = new S3Error(code);
  error.code = code;
  return error;
}

function fakeClient(existsAnswers: boolean[], makeBucket: () => Promise<void>) {
  const bucketExists = jest.fn(async () => existsAnswers.shift() ?? false);
  const client = { bucketExists, makeBucket: jest.fn(makeBucket) };
  return client as typeof client & BucketClient;
}

describe('createBucketIfMissing', () => {
  it('leaves an existing bucket alone', async () => {
    const client = fakeClient([true], async () => undefined);
    await createBucketIfMissing(client, 'media', 'us-east-1', logger);
    expect(client.makeBucket).not.toHaveBeenCalled();
  });

  it('creates a missing bucket in the configured region', async () => {
    const client = fakeClient([false], async () => undefined);
    await createBucketIfMissing(client, 'media', 'eu-west-1', logger);
    expect(client.makeBucket).toHaveBeenCalledWith('media', 'eu-west-1');
  });

  it.each(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'])(
    'accepts losing the creation race (%s) when the bucket is then usable',
    async (code) => {
      const client = fakeClient([false, true], async () => Promise.reject(s3Error(code)));
      await expect(createBucketIfMissing(client, 'media', 'us-east-1', logger)).resolves.toBeUndefined();
    },
  );

  it('fails when the bucket exists but is not ours to use', async () => {
    const client = fakeClient([false, false], async () => Promise.reject(s3Error('BucketAlreadyExists')));
    await expect(createBucketIfMissing(client, 'media', 'us-east-1', logger)).rejects.toThrow(S3Error);
  });

  it('passes on any other failure', async () => {
    const client = fakeClient([false], async () => Promise.reject(s3Error('AccessDenied')));
    await expect(createBucketIfMissing(client, 'media', 'us-east-1', logger)).rejects.toMatchObject({
      code: 'AccessDenied',
    });
    expect(client.bucketExists).toHaveBeenCalledTimes(1);
  });
});
