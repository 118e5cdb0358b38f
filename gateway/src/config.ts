// The standalone gateway's settings, read once at start-up (`loadConfig` names every
// wrong variable at once). The embedded runner builds `GatewayOptions` itself and only
// shares the parts below that it needs too.
import path from 'node:path';
import { z } from 'zod';
import { SERVICE_MANIFESTS, serviceUrlVariable, type ServiceName } from '@outings/contracts';
import { MIN_SECRET_LENGTH, loadConfig } from '@outings/service-kit';
import { asOrigin } from './identity/trusted-origins';
import { PROXY_ADDRESS_EXPECTED, isProxyAddress } from './identity/proxy-trust';

export const REMOTE_NAMES = ['outing', 'social', 'profile', 'chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemoteUrls = Record<RemoteName, string>;
export type ServiceUrls = Record<ServiceName, string>;

/** `frontends/` beside `gateway/` (this file runs from `gateway/dist` or `gateway/src`). */
export const DEFAULT_FRONTENDS_DIR = path.resolve(__dirname, '..', '..', 'frontends');

/** Where the shell finds each remote: `REMOTE_<NAME>_URL`, else the copy this gateway serves. */
export function remoteUrlsFromEnv(env: NodeJS.ProcessEnv): RemoteUrls {
  const entries = REMOTE_NAMES.map((name) => {
    const configured = env[`REMOTE_${name.toUpperCase()}_URL`];
    return [name, configured && configured.length > 0 ? configured : `/remotes/${name}/remoteEntry.js`] as const;
  });
  return Object.fromEntries(entries) as RemoteUrls;
}

/**
 * A comma-separated list; unset or empty is an empty list. Every wrong entry is named in
 * one message.
 */
function commaList(parse: (entry: string) => string | null, expected: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
      const parsed = entries.map((entry) => ({ entry, value: parse(entry) }));
      const wrong = parsed.filter(({ value }) => value === null).map(({ entry }) => `"${entry}"`);
      if (wrong.length > 0) {
        ctx.issues.push({ code: 'custom', input: raw, message: `not ${expected}: ${wrong.join(', ')}` });
        return z.NEVER;
      }
      return parsed.flatMap(({ value }) => (value === null ? [] : [value]));
    });
}

/** Whom the gateway believes: the pages allowed to change state, the proxies allowed to name the client. */
const trustEnvSchema = z.object({
  // Origins besides PUBLIC_URL's whose pages may call the API (e.g. a second domain).
  ALLOWED_ORIGINS: commaList(asOrigin, 'an origin such as https://app.example.com (scheme, host and port only)'),
  // Peers whose X-Forwarded-For and X-Forwarded-Proto are believed; none by default.
  TRUST_PROXY: commaList((entry) => (isProxyAddress(entry) ? entry : null), PROXY_ADDRESS_EXPECTED),
});

export interface TrustConfig {
  allowedOrigins: string[];
  trustProxy: string[];
}

const trustConfigOf = (parsed: z.infer<typeof trustEnvSchema>): TrustConfig => ({
  allowedOrigins: parsed.ALLOWED_ORIGINS,
  trustProxy: parsed.TRUST_PROXY,
});

/** The trust settings alone, for the embedded runner, which builds the rest of `GatewayOptions` itself. */
export function loadTrustConfig(env: NodeJS.ProcessEnv = process.env): TrustConfig {
  return trustConfigOf(loadConfig(trustEnvSchema, env));
}

/** `<NAME>_URL` for every service of the manifest, by default its declared port on loopback. */
const serviceUrlsSchema = z.object(
  Object.fromEntries(SERVICE_MANIFESTS.map(({ name, port }) => [serviceUrlVariable(name), z.url().default(`http://127.0.0.1:${port}`)])),
);

const standaloneEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  // HMAC-SHA256 signs the cookie: a short secret would make the signature guessable.
  SESSION_SECRET: z.string({ error: 'is required when the gateway runs as its own process' }).min(32, 'must be at least 32 characters'),
  // Signs every call to a service (HMAC-SHA256); the services hold the same secret.
  INTERNAL_AUTH_SECRET: z
    .string({ error: 'is required when the gateway runs as its own process: the secret its calls to services are signed with' })
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Sessions and socket.io channels live under it: another prefix keeps a second deployment apart. */
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.:-]+$/).default('outings:'),
  FRONTENDS_DIR: z.string().min(1).default(DEFAULT_FRONTENDS_DIR),
  /** `/metrics` is served there, never on PORT, which faces the internet. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  ...trustEnvSchema.shape,
});

export interface StandaloneConfig extends TrustConfig {
  port: number;
  host: string;
  publicUrl: string;
  sessionSecret: string;
  internalAuthSecret: string;
  redisUrl: string;
  redisKeyPrefix: string;
  services: ServiceUrls;
  frontendsDir: string;
  remotes: RemoteUrls;
  metricsPort: number;
}

/** The gateway as its own process is always one replica among several: Redis and a fixed secret. */
export function loadStandaloneConfig(env: NodeJS.ProcessEnv = process.env): StandaloneConfig {
  // One schema, so that a wrong URL is named together with every other wrong variable;
  // the URLs' keys come from the manifest, so their type is only known to be strings.
  const parsed = loadConfig(standaloneEnvSchema.extend(serviceUrlsSchema.shape), env) as unknown as z.infer<typeof standaloneEnvSchema>;
  const urls = parsed as unknown as Record<string, string>;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    sessionSecret: parsed.SESSION_SECRET,
    internalAuthSecret: parsed.INTERNAL_AUTH_SECRET,
    redisUrl: parsed.REDIS_URL,
    redisKeyPrefix: parsed.REDIS_KEY_PREFIX,
    services: Object.fromEntries(SERVICE_MANIFESTS.map(({ name }) => [name, urls[serviceUrlVariable(name)] ?? ''])) as ServiceUrls,
    frontendsDir: path.resolve(parsed.FRONTENDS_DIR),
    remotes: remoteUrlsFromEnv(env),
    metricsPort: parsed.METRICS_PORT,
    ...trustConfigOf(parsed),
  };
}
