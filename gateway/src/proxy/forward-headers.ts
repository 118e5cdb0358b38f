// Which headers cross the gateway. Hop-by-hop headers describe one connection and never
// travel on; the session cookie stays at the gateway (services learn who is calling
// from the identity headers, which only the gateway sets); services cannot set cookies.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { INTERNAL_HEADER_PREFIX, REQUEST_ID_HEADER } from '@outings/service-kit';
import { identityHeaders, type CallerIdentity } from '../identity/client-identity';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

// `host` belongs to the upstream connection; undici refuses `expect`.
const NEVER_FORWARDED_TO_SERVICES = new Set(['host', 'expect', 'cookie', REQUEST_ID_HEADER]);
const NEVER_RETURNED_TO_BROWSERS = new Set(['set-cookie', REQUEST_ID_HEADER]);

type HeaderValue = string | string[] | number | undefined;

/** Headers named in `Connection` are hop-by-hop too (RFC 9110 §7.6.1). */
function connectionScoped(headers: Record<string, HeaderValue>): Set<string> {
  const value = headers.connection;
  const listed = Array.isArray(value) ? value.join(',') : String(value ?? '');
  return new Set(listed.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean));
}

function copyHeaders(headers: Record<string, HeaderValue>, skip: Set<string>): Record<string, string | string[]> {
  const scoped = connectionScoped(headers);
  const copied: Record<string, string | string[]> = {};
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(name) || scoped.has(name) || skip.has(name)) continue;
    if (name.startsWith(INTERNAL_HEADER_PREFIX)) continue;
    copied[name] = typeof value === 'number' ? String(value) : value;
  }
  return copied;
}

/** The browser's headers as a service receives them: the gateway's identity replaces the client's. */
export function headersToService(incoming: IncomingHttpHeaders, identity: CallerIdentity): Record<string, string | string[]> {
  return { ...copyHeaders(incoming, NEVER_FORWARDED_TO_SERVICES), ...identityHeaders(identity) };
}

/** A service's answer headers as the browser receives them. */
export function headersToBrowser(upstream: OutgoingHttpHeaders | Record<string, HeaderValue>): Record<string, string | string[]> {
  return copyHeaders(upstream as Record<string, HeaderValue>, NEVER_RETURNED_TO_BROWSERS);
}
