// Which peers may tell the gateway the client's address (`X-Forwarded-For`, the per-IP
// login limit's key) and the scheme (`X-Forwarded-Proto`, which the Secure cookie
// needs): TRUST_PROXY, a list of addresses, CIDR ranges and express's named ranges.
// Nothing by default: a hop count or "trust everyone" would believe the headers of any
// caller that reaches the gateway without passing through the proxy.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';

/** The named ranges of express's `trust proxy` (proxy-addr). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix-length range or a named range. */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const PROXY_ADDRESS_EXPECTED = `an address, a CIDR range or one of ${NAMED_RANGES.join(', ')}`;

/** Express's `trust proxy` value: exactly the listed peers, or none. */
export function trustProxySetting(trustProxy: readonly string[]): string[] | false {
  return trustProxy.length > 0 ? [...trustProxy] : false;
}

/**
 * The client's address as express's `req.ip` reads it with the same setting, for requests
 * answered before express (the forwarded calls): the peer's, or the last address in
 * X-Forwarded-For that a trusted proxy added.
 */
export function clientAddressReader(trustProxy: readonly string[]): (req: IncomingMessage) => string {
  const trusted = proxyAddr.compile([...trustProxy]);
  return (req) => proxyAddr(req, trusted);
}

/** Logged once at start-up when PUBLIC_URL is https and no proxy is trusted. */
export const HTTPS_WITHOUT_TRUSTED_PROXY =
  'PUBLIC_URL is https but TRUST_PROXY is empty: the gateway believes no X-Forwarded-Proto, so every request ' +
  'looks like plain http and logins answer 200 without setting the Secure session cookie (users stay signed out). ' +
  'Set TRUST_PROXY to the address or range of the proxy that terminates TLS (e.g. loopback, uniquelocal, 10.0.0.0/8).';

/** Logged on each login whose Secure cookie express-session left out. */
export const LOGIN_COOKIE_NOT_SET =
  'login succeeded but set no session cookie: PUBLIC_URL is https and this request did not arrive as https ' +
  '(X-Forwarded-Proto: https from a peer TRUST_PROXY names). Check TRUST_PROXY and that the proxy sends X-Forwarded-Proto.';
