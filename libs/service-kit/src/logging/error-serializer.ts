// The `err` of a log line. pino's standard serializer copies every enumerable property of
// an error, and drivers put the data there: drizzle's DrizzleQueryError carries `params`
// (a sign-up's address and password hash) and repeats them in its message and stack,
// node-postgres adds `detail` ("Key (username)=(…) already exists"), body-parser the raw
// `body`, ioredis the `command` with its arguments. So this one keeps a short list of
// properties that describe a failure without its data, and scrubs the free text.
import { scrubText } from './scrub-text';

/** Scalars worth keeping: what failed and where (Node system errors, HTTP, PostgreSQL). */
const KEPT_PROPERTIES = ['code', 'errno', 'syscall', 'address', 'port', 'status', 'statusCode', 'severity', 'schema', 'table', 'column', 'constraint'] as const;

/** Causes and aggregated errors deeper than this are cut: a log line stays readable. */
const MAX_DEPTH = 4;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError | string;
  errors?: Array<SerializedError | string>;
  [property: string]: unknown;
}

interface ErrorLike {
  message: string;
  name?: unknown;
  stack?: unknown;
  cause?: unknown;
  errors?: unknown;
  [property: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

function typeOf(error: ErrorLike): string {
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof constructorName === 'string' && constructorName !== 'Object') return constructorName;
  return typeof error.name === 'string' ? error.name : 'Error';
}

/** The stack's frames under the scrubbed message: V8 repeats the raw message at the top. */
function stackOf(error: ErrorLike, header: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [header, ...frames.map(scrubText)].join('\n');
}

export function serializeError(value: unknown, depth = 0): SerializedError | string {
  if (!isErrorLike(value)) return scrubText(String(value));
  const type = typeOf(value);
  const message = scrubText(value.message);
  const serialized: SerializedError = { type, message };
  const stack = stackOf(value, `${type}: ${message}`);
  if (stack !== undefined) serialized.stack = stack;
  for (const property of KEPT_PROPERTIES) {
    const kept = value[property];
    if (typeof kept === 'string') serialized[property] = scrubText(kept);
    else if (typeof kept === 'number' || typeof kept === 'boolean') serialized[property] = kept;
  }
  if (depth < MAX_DEPTH) {
    if (value.cause !== undefined) serialized.cause = serializeError(value.cause, depth + 1);
    if (Array.isArray(value.errors)) serialized.errors = value.errors.map((error: unknown) => serializeError(error, depth + 1));
  }
  return serialized;
}
