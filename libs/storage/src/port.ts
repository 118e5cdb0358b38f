// Object storage. One code path (the `minio` S3 client) against MinIO or any S3 in a
// cluster and against a local S3-compatible server when embedded.
export interface StoredObject { body: Buffer; contentType: string }

export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  ping(): Promise<void>;
}
