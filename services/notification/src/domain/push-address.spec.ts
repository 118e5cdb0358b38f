import { isLoopbackAddress, isPushableAddress } from './push-address';

describe('isPushableAddress', () => {
  it('takes public unicast addresses, IPv4 and IPv6', () => {
    for (const address of ['8.8.8.8', '142.250.74.234', '2001:4860:4860::8888', '2a00:1450:4007:80e::200a']) {
      expect([address, isPushableAddress(address, false)]).toEqual([address, true]);
    }
  });

  it('refuses every address of this machine or its network, and those that embed an IPv4 address', () => {
    for (const address of [
      '127.0.0.1', '127.1.2.3', '::1', // loopback
      '10.255.255.1', '172.16.0.1', '192.168.1.1', '100.64.0.1', // private, carrier-grade NAT
      '169.254.169.254', 'fe80::1', // link-local: the cloud metadata service
      'fd00::1', 'fc00::1', // unique-local
      '0.0.0.0', '::', // unspecified
      '224.0.0.1', 'ff02::1', '255.255.255.255', // multicast, broadcast
      '192.0.2.1', '240.0.0.1', '2001:db8::1', // reserved, documentation
      '::ffff:10.0.0.1', '::ffff:8.8.8.8', '64:ff9b::a00:1', '2002:a00:1::', '2001:0:a00:1::', // IPv4-mapped, NAT64, 6to4, Teredo
    ]) {
      expect([address, isPushableAddress(address, false)]).toEqual([address, false]);
    }
  });

  it('takes loopback only when allowed, and nothing else of the network then', () => {
    expect(isPushableAddress('127.0.0.1', true)).toBe(true);
    expect(isPushableAddress('::1', true)).toBe(true);
    expect(isPushableAddress('10.0.0.1', true)).toBe(false);
    expect(isPushableAddress('::ffff:127.0.0.1', true)).toBe(false);
  });

  it('refuses what is not an address', () => {
    expect(isPushableAddress('push.example.com', false)).toBe(false);
    expect(isPushableAddress('', true)).toBe(false);
  });
});

describe('isLoopbackAddress', () => {
  it('is 127.0.0.0/8 and ::1 only', () => {
    expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '0.0.0.0', '8.8.8.8'].map(isLoopbackAddress)).toEqual([true, true, true, false, false, false]);
  });
});
