// Which network addresses a push may connect to: public unicast ones only. A push endpoint
// comes from the browser, so without this rule a client could make the server call into
// its own network: loopback, private and link-local ranges (169.254.169.254 is the cloud
// metadata service), unique-local, unspecified, multicast, broadcast, reserved, and IPv6
// forms that embed an IPv4 address (mapped, 6to4, Teredo, NAT64), which would carry any
// of those. ipaddr.js names the range; everything but `unicast` is refused.
import ipaddr from 'ipaddr.js';

const rangeOf = (address: string): string | null => (ipaddr.isValid(address) ? ipaddr.parse(address).range() : null);

/** 127.0.0.0/8 or ::1: this machine. */
export const isLoopbackAddress = (address: string): boolean => rangeOf(address) === 'loopback';

/** `allowLoopback`: this machine's own addresses too (development: the tests' local push endpoint). */
export function isPushableAddress(address: string, allowLoopback: boolean): boolean {
  const range = rangeOf(address);
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}
