// The embedded S3-compatible server (s3rver), so the media service keeps its one S3
// code path when the app runs on a laptop or in a cluster run without S3_ENDPOINT. It
// listens on loopback only, and answers only requests signed (AWS SigV4) with the
// secret key made for this start: s3rver on its own would take anonymous requests and
// any v4 signature, so any local process could write or delete pictures.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import type { Logger } from 'pino';
import type { S3Endpoint } from './s3-object-store';
import { hasValidSigV4, type SigV4Credentials } from './sigv4-check';

export interface LocalS3ServerOptions {
  /** Buckets and objects are files under it, so they survive restarts. */
  directory: string;
  /** 0 picks a free port. */
  port?: number;
  logger: Logger;
}

export interface LocalS3Server {
  endpoint: Required<S3Endpoint>;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const REGION = 'us-east-1';
// s3rver's built-in account: the key id must be one it knows. The id is no secret; the
// secret key is, and it is new at each start.
const ACCESS_KEY = 'S3RVER';

const ACCESS_DENIED = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

export async function startLocalS3Server({ directory, port = 0, logger }: LocalS3ServerOptions): Promise<LocalS3Server> {
  const log = logger.child({ component: 'local-s3-server' });
  await mkdir(directory, { recursive: true });
  const credentials: SigV4Credentials = { accessKey: ACCESS_KEY, secretKey: randomBytes(30).toString('base64url'), region: REGION };
  const server = new S3rver({ address: HOST, port, directory, silent: true, vhostBuckets: false });
  // First of all of s3rver's middleware: nothing unsigned reaches its routes.
  server.middleware.unshift(async (ctx, next) => {
    if (hasValidSigV4({ method: ctx.req.method ?? '', url: ctx.req.url ?? '/', headers: ctx.req.headers }, credentials)) return next();
    log.warn({ method: ctx.req.method, peer: ctx.req.socket.remoteAddress }, 'local S3 server refused an unsigned or wrongly signed request');
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = ACCESS_DENIED;
  });
  // Every S3 error answer (a 404 for a missing key too) is emitted here; only the
  // server's own failures deserve attention. Listening also stops Koa printing them.
  server.on('error', (err) => {
    if ((err.status ?? 500) >= 500) log.error({ err }, 'local S3 server error');
    else log.debug({ code: err.code, status: err.status }, 'local S3 server answered an error');
  });
  const address = await server.run();
  log.info({ port: address.port, directory }, 'local S3 server listening');
  return {
    endpoint: {
      endPoint: HOST,
      port: address.port,
      useSSL: false,
      accessKey: credentials.accessKey,
      secretKey: credentials.secretKey,
      region: credentials.region,
    },
    close: () => server.close(),
  };
}
