// Where a push connects: the address of the endpoint's host, checked when sending. A name
// that passed at subscribe time may resolve to an address of this network (or be made to,
// later: DNS rebinding), so the addresses are resolved once here, every one must be a
// public unicast address, and the connection goes to the first of them (`pinnedLookup`),
// never resolving the name a second time.
import { lookup } from 'node:dns/promises';
import { isIPv6, type LookupFunction } from 'node:net';
import { isPushableAddress } from '../domain/push-address';
import { addressOfHost } from '../domain/push-endpoint';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A host name's addresses; rejects when the name has none (a DNS failure: the job retries). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver, as node's connections use it (getaddrinfo: /etc/hosts, then DNS). */
export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export type AddressCheck = { ok: true; address: ResolvedAddress } | { ok: false; message: string };

export async function checkedAddress(url: URL, allowLoopback: boolean, resolve: HostResolver): Promise<AddressCheck> {
  const literal = addressOfHost(url.hostname);
  const addresses = literal === null ? await resolve(url.hostname) : [{ address: literal, family: isIPv6(literal) ? 6 : 4 } as const];
  const [first] = addresses;
  if (first === undefined) throw new Error('the push endpoint host resolved to no address');
  if (!addresses.every(({ address }) => isPushableAddress(address, allowLoopback))) {
    return { ok: false, message: 'The push endpoint resolves to an internal address' };
  }
  return { ok: true, address: first };
}

/** The connection's `lookup`: answers the checked address, whatever it is asked. */
export function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
