// The embedded S3-compatible server (s3rver), so the media service keeps its one S3
// code path when the app runs on a laptop. It listens on loopback only: it does not
// verify request signatures (s3rver accepts any v4 signature from its built-in key).
import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import type { Logger } from 'pino';
import type { S3Endpoint } from './s3-object-store';

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
// The only credentials s3rver knows: its built-in account.
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export async function startLocalS3Server({ directory, port = 0, logger }: LocalS3ServerOptions): Promise<LocalS3Server> {
  const log = logger.child({ component: 'local-s3-server' });
  await mkdir(directory, { recursive: true });
  const server = new S3rver({ address: HOST, port, directory, silent: true, vhostBuckets: false });
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
      accessKey: ACCESS_KEY,
      secretKey: SECRET_KEY,
      region: 'us-east-1',
    },
    close: () => server.close(),
  };
}
