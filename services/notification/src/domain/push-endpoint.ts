// Which push endpoints the service will send to. The endpoint comes from the browser, so
// it is a URL an attacker could choose: it must name a host (never an IP address, in any
// form the URL parser accepts: `https://2130706433/` is 127.0.0.1), not a name of this
// machine or its network, over https; in production only a browser push service's host
// (or one the operator added) on the default port. The addresses a name resolves to are
// checked when sending (`src/push/checked-address.ts`). The one exception, for
// development only: loopback addresses, over plain http too (the tests' local push endpoint).
import { isLoopbackAddress } from './push-address';
import { isInternalName, matchesHostPattern } from './push-host';

export interface PushEndpointPolicy {
  /** Production: only `allowedHosts`, https on its default port. */
  knownHostsOnly: boolean;
  /** Host patterns (`name` or `*.name`): the browser push services and `PUSH_ALLOWED_HOSTS`. */
  allowedHosts: readonly string[];
  /** Development only (`PUSH_ALLOW_LOOPBACK`): loopback addresses, over http too. */
  allowLoopback: boolean;
}

export type EndpointCheck = { ok: true } | { ok: false; message: string };

const refused = (message: string): EndpointCheck => ({ ok: false, message });

/** The host as an address, brackets of IPv6 removed; null for a name. The URL parser has already normalised IPv4 forms to four decimal parts. */
export function addressOfHost(hostname: string): string | null {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) ? hostname : null;
}

export function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refused('The push endpoint is not a URL');
  }
  if (url.username !== '' || url.password !== '') return refused('The push endpoint must not carry credentials');
  const address = addressOfHost(url.hostname);
  const loopback = address !== null && policy.allowLoopback && isLoopbackAddress(address);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return refused('The push endpoint must be an https URL');
  if (loopback) return { ok: true };
  if (address !== null) return refused('The push endpoint must name a host, not an IP address');
  if (isInternalName(url.hostname)) return refused('The push endpoint names an internal host');
  if (!policy.knownHostsOnly) return { ok: true };
  if (!policy.allowedHosts.some((pattern) => matchesHostPattern(url.hostname, pattern))) return refused('The push endpoint is not on a browser push service');
  if (url.port !== '') return refused('The push endpoint must use the default https port');
  return { ok: true };
}
