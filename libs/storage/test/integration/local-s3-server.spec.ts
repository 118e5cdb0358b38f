import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createS3ObjectStore } from '@outings/storage';
import { startLocalS3Server } from '@outings/storage/local-s3-server';
import { describeObjectStoreContract } from './object-store.contract';

const logger = pino({ level: 'silent' });

// MinIO itself cannot be installed on this machine, so the contract runs against the
// embedded server; a cluster's MinIO is reached by the very same client code.
describeObjectStoreContract('local S3 server (s3rver)', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'outings-s3-'));
  const server = await startLocalS3Server({ directory, logger });
  return {
    endpoint: server.endpoint,
    async dispose() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('local S3 server', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'outings-s3-'));
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps objects across a restart on the same directory', async () => {
    const first = await startLocalS3Server({ directory, logger });
    await createS3ObjectStore({ ...first.endpoint, bucket: 'outings-media', logger }).put(
      'kept.png',
      Buffer.from([137, 80, 78, 71]),
      'image/png',
    );
    await first.close();

    const second = await startLocalS3Server({ directory, logger });
    try {
      const stored = await createS3ObjectStore({ ...second.endpoint, bucket: 'outings-media', logger }).get('kept.png');
      expect(stored).toEqual({ body: Buffer.from([137, 80, 78, 71]), contentType: 'image/png' });
    } finally {
      await second.close();
    }
  });

  it('refuses unsigned writes and deletes, and keeps the object', async () => {
    const server = await startLocalS3Server({ directory, logger });
    try {
      const store = createS3ObjectStore({ ...server.endpoint, bucket: 'outings-media', logger });
      await store.put('kept.jpg', Buffer.from([255, 216, 255]), 'image/jpeg');
      const objectUrl = `http://${server.endpoint.endPoint}:${server.endpoint.port}/outings-media/kept.jpg`;
      const put = await fetch(objectUrl, { method: 'PUT', body: 'overwritten', headers: { 'content-type': 'text/plain' } });
      const removal = await fetch(objectUrl, { method: 'DELETE' });
      const read = await fetch(objectUrl);
      expect([put.status, removal.status, read.status]).toEqual([403, 403, 403]);
      // s3rver's built-in credentials no longer open it either.
      const withBuiltInKey = createS3ObjectStore({ ...server.endpoint, secretKey: 'S3RVER', bucket: 'outings-media', logger });
      await expect(withBuiltInKey.remove('kept.jpg')).rejects.toThrow();
      expect(await store.get('kept.jpg')).toEqual({ body: Buffer.from([255, 216, 255]), contentType: 'image/jpeg' });
    } finally {
      await server.close();
    }
  });

  it('makes a store fail its ping once the server is gone', async () => {
    const server = await startLocalS3Server({ directory, logger });
    const store = createS3ObjectStore({ ...server.endpoint, bucket: 'outings-media', logger });
    await store.ping();
    await server.close();
    await expect(store.ping()).rejects.toThrow();
  });
});
