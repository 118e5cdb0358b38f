export type { ObjectStore, StoredObject } from './port';
export { createS3ObjectStore } from './s3-object-store';
export type { S3Endpoint, S3ObjectStoreOptions } from './s3-object-store';
