// Where a push connects: the addresses of the endpoint's host, checked when sending. A
// name that passed at subscribe time may resolve to an address of this network (or be
// made to, later: DNS rebinding), so the name is resolved once here, every address must
// be a public unicast one, and the connection goes to those only (`pinnedLookup`), never
// resolving the name a second time.
import { lookup } from 'node:dns/promises';
import { isIPv6, type LookupFunction } from 'node:net';
import { isPushableAddress } from '../domain/push-address';
import { addressOfHost } from '../domain/push-endpoint';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** At least one address. */
export type ResolvedAddresses = readonly [ResolvedAddress, ...ResolvedAddress[]];

/** A host name's addresses; rejects when the name has none (a DNS failure: the job retries). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver, as node's connections use it (getaddrinfo: /etc/hosts, then DNS). */
export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export type AddressCheck = { ok: true; addresses: ResolvedAddresses } | { ok: false; message: string };

export async function checkedAddresses(url: URL, allowLoopback: boolean, resolve: HostResolver): Promise<AddressCheck> {
  const literal = addressOfHost(url.hostname);
  const addresses = literal === null ? await resolve(url.hostname) : [{ address: literal, family: isIPv6(literal) ? 6 : 4 } as const];
  const [first, ...others] = addresses;
  if (first === undefined) throw new Error('the push endpoint host resolved to no address');
  if (!addresses.every(({ address }) => isPushableAddress(address, allowLoopback))) {
    return { ok: false, message: 'The push endpoint resolves to an internal address' };
  }
  return { ok: true, addresses: [first, ...others] };
}

/**
 * The connection's `lookup`: answers the checked addresses, whatever name it is asked.
 * Node asks for all of them when it tries both families in turn (happy eyeballs), else for one.
 */
export function pinnedLookup(addresses: ResolvedAddresses): LookupFunction {
  const [first] = addresses;
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses.map(({ address, family }) => ({ address, family })));
    else callback(null, first.address, first.family);
  };
}
