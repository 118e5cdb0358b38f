export type { ObjectStore, StoredObject } from './port';
export { createS3ObjectStore } from './s3-object-store';
export type { S3Endpoint, S3ObjectStoreOptions } from './s3-object-store';
export { startLocalS3Server } from './local-s3-server';
export type { LocalS3Server, LocalS3ServerOptions } from './local-s3-server';
