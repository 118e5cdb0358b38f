// s3rver ships no type declarations; this covers the part of its API we use.
declare module 's3rver' {
  import type { IncomingMessage } from 'node:http';
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

  /** The part of Koa's context our own middleware uses. */
  interface S3rverContext {
    req: IncomingMessage;
    status: number;
    type: string;
    body: unknown;
  }

  type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void> | void;

  class S3rver {
    /** Koa's middleware list (S3rver is a Koa app), composed when the server starts listening. */
    middleware: S3rverMiddleware[];
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'error', listener: (err: S3rverError) => void): this;
  }

  export = S3rver;
}
