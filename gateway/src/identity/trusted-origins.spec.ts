import { asOrigin, claimedOrigin, isTrustedOrigin, trustedOrigins } from './trusted-origins';

describe('trustedOrigins', () => {
  it("trusts PUBLIC_URL's origin and the allowed ones, never the host a request names", () => {
    const trusted = trustedOrigins('https://outings.example/app', ['https://admin.example']);
    expect([...trusted]).toEqual(['https://outings.example', 'https://admin.example']);
    expect(isTrustedOrigin(new URL('https://outings.example'), trusted)).toBe(true);
    expect(isTrustedOrigin(new URL('https://admin.example/page'), trusted)).toBe(true);
    // What the old rule let through: a request sent to evil.example naming evil.example.
    expect(isTrustedOrigin(new URL('http://evil.example'), trusted)).toBe(false);
  });

  it('refuses other schemes, ports and hosts, and requests that name no origin', () => {
    const trusted = trustedOrigins('https://outings.example');
    expect(isTrustedOrigin(new URL('http://outings.example'), trusted)).toBe(false);
    expect(isTrustedOrigin(new URL('https://outings.example:8443'), trusted)).toBe(false);
    expect(isTrustedOrigin(new URL('https://www.outings.example'), trusted)).toBe(false);
    expect(isTrustedOrigin(null, trusted)).toBe(false);
  });

  it('treats every loopback spelling with the same scheme and port as the same origin', () => {
    const trusted = trustedOrigins('http://localhost:8080');
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      expect({ origin, trusted: isTrustedOrigin(new URL(origin), trusted) }).toEqual({ origin, trusted: true });
    }
    for (const origin of ['http://127.0.0.1:3100', 'https://127.0.0.1:8080', 'http://192.168.1.5:8080']) {
      expect({ origin, trusted: isTrustedOrigin(new URL(origin), trusted) }).toEqual({ origin, trusted: false });
    }
    expect(isTrustedOrigin(new URL('http://localhost:8080'), trustedOrigins('http://127.0.0.1:8080'))).toBe(true);
  });

  it('gives loopback spellings only to loopback origins', () => {
    expect([...trustedOrigins('https://outings.example', ['http://127.0.0.1:3100'])]).toEqual([
      'https://outings.example',
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://[::1]:3100',
    ]);
  });
});

describe('asOrigin', () => {
  it('reads an http(s) origin, normalised', () => {
    expect(asOrigin('https://App.Example')).toBe('https://app.example');
    expect(asOrigin('https://app.example:443/')).toBe('https://app.example');
    expect(asOrigin('http://localhost:3100')).toBe('http://localhost:3100');
  });

  it('refuses anything more or else than an origin', () => {
    for (const value of ['app.example', 'https://app.example/path', 'https://app.example/?q', 'https://u:p@app.example', 'ftp://app.example', '*']) {
      expect({ value, origin: asOrigin(value) }).toEqual({ value, origin: null });
    }
  });
});

describe('claimedOrigin', () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

  it('reads Origin first, then the origin of Referer, and treats "null" as none', () => {
    expect(claimedOrigin(headers({ origin: 'https://a.example', referer: 'https://b.example/x' }))?.origin).toBe('https://a.example');
    expect(claimedOrigin(headers({ referer: 'https://b.example/page?q=1' }))?.origin).toBe('https://b.example');
    expect(claimedOrigin(headers({ origin: 'null' }))).toBeNull();
    expect(claimedOrigin(headers({ origin: 'not a url' }))).toBeNull();
  });
});
