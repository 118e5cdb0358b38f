import { isProxyAddress, trustProxySetting } from './proxy-trust';

describe('isProxyAddress', () => {
  it.each(['loopback', 'linklocal', 'uniquelocal', '10.0.0.7', '10.0.0.0/8', '0.0.0.0/0', '::1', 'fd00::/8', '2001:db8::/128'])('accepts %s', (entry) => {
    expect(isProxyAddress(entry)).toBe(true);
  });

  it.each(['', '1', 'true', 'nginx', '10.0.0.0/33', '::/129', '10.0.0.0/8/8', '10.0.0.0/', '10.0.0.0/x', '10.0.0.0/255.0.0.0', '300.0.0.1'])(
    'refuses %p',
    (entry) => {
      expect(isProxyAddress(entry)).toBe(false);
    },
  );
});

describe('trustProxySetting', () => {
  it('trusts exactly the listed peers, and nothing when none is listed', () => {
    expect(trustProxySetting(['loopback', '10.0.0.0/8'])).toEqual(['loopback', '10.0.0.0/8']);
    expect(trustProxySetting([])).toBe(false);
  });
});
