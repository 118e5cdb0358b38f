import { pino, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger } from 'pino';

/** One JSON logger per process part; every line carries the current request id. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    // Secrets must never reach the logs, even when a handler logs a whole body.
    redact: { paths: ['password', '*.password', 'user.password', 'token', '*.token', 'req.headers.cookie'], censor: '[redacted]' },
  });
}
