// s3rver ships no type declarations; this covers the part of its API we use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
  }

  /** Errors s3rver answers with carry the HTTP status and the S3 error code. */
  interface S3rverError extends Error {
    status?: number;
    code?: string;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'error', listener: (err: S3rverError) => void): this;
  }

  export = S3rver;
}
