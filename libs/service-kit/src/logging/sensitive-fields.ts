// Fields that must never be written, by name. A user is identified in the logs by their
// id (`userId`), never by their address: `email`, `username` and a mail's `to` are
// personal data, and the secrets speak for themselves.
import { scrubText } from './scrub-text';

export const CENSORED = '[redacted]';

export const SENSITIVE_KEYS: readonly string[] = [
  'password',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'secret',
  'sessionSecret',
  'verifyUrl',
  'resetUrl',
  'links',
  'cookie',
  'authorization',
  'email',
  'username',
  'to',
  'text',
  'html',
  // What drivers attach to their errors: bound values, and PostgreSQL's "Key (username)=(…)".
  'params',
  'parameters',
  'detail',
];

const SENSITIVE = new Set(SENSITIVE_KEYS);

/**
 * Keys whose value may be a whole object from outside (a request body, an event, a job's
 * data): these get a deep scrub when present. pino runs a serializer only for a key the
 * line has, so lines without them pay nothing, unlike wildcard redact paths
 * (`*.password`), which pino evaluates on every line and which cost more than the rest of
 * a request line (docs/architecture.md, "Logs").
 */
export const CARRIER_KEYS: readonly string[] = ['body', 'data', 'event', 'envelope', 'job', 'mail', 'user', 'account', 'headers'];

const MAX_DEPTH = 6;

/** A copy of `value` with sensitive keys censored at any depth and free text scrubbed. */
export function scrubFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SENSITIVE.has(key) ? CENSORED : scrubFields(item, depth + 1)]),
  );
}
