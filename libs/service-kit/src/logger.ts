import { pino, type DestinationStream, type LogFn, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-context';
import { serializeError } from './logging/error-serializer';
import { scrubText } from './logging/scrub-text';
import { CARRIER_KEYS, CENSORED, SENSITIVE_KEYS, scrubFields } from './logging/sensitive-fields';

export type { Logger } from 'pino';

const scrubReason = (reason: unknown) => (typeof reason === 'string' ? scrubText(reason) : scrubFields(reason));

/**
 * What keeps secrets and addresses out of every log line (docs/architecture.md, "Logs"):
 * sensitive keys censored at the top level (static paths: pino applies them almost for
 * free), errors through `serializeError`, retry reasons and whole objects under the
 * carrier keys scrubbed only when a line has them, and the message text scrubbed by a
 * hook whose common case is one failed regex test.
 */
function loggerOptions(name: string, level: string): LoggerOptions {
  return {
    name,
    level,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: [...SENSITIVE_KEYS], censor: CENSORED },
    serializers: {
      err: serializeError,
      error: serializeError,
      cause: serializeError,
      reason: scrubReason,
      ...Object.fromEntries(CARRIER_KEYS.map((key) => [key, scrubFields])),
    },
    hooks: {
      logMethod(args: Parameters<LogFn>, method: LogFn) {
        const values = args as unknown[];
        for (let index = 0; index < values.length; index += 1) {
          const value = values[index];
          if (typeof value === 'string') values[index] = scrubText(value);
        }
        return method.apply(this, args);
      },
    },
  };
}

/** One JSON logger per process part; every line carries the current request id. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = loggerOptions(name, level);
  return destination ? pino(options, destination) : pino(options);
}
