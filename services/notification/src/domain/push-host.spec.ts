import { isHostPattern, isInternalName, matchesHostPattern } from './push-host';

describe('isInternalName', () => {
  it('is a name of this machine or its network', () => {
    for (const host of ['localhost', 'localhost.', 'app.localhost', 'printer.local', 'metadata.google.internal', 'box.localdomain', 'nas.home.arpa', 'redis.default.svc', 'redis', 'fcm.googleapis.com.']) {
      expect([host, isInternalName(host)]).toEqual([host, true]);
    }
  });

  it('is not a public name', () => {
    for (const host of ['fcm.googleapis.com', 'web.push.apple.com', 'localhost.example.com', 'internal.example.com']) {
      expect([host, isInternalName(host)]).toEqual([host, false]);
    }
  });
});

describe('isHostPattern', () => {
  it('takes a public DNS name of two labels or more, or *. and one', () => {
    for (const pattern of ['push.example.com', '*.push.example.net', 'a-b.example.co']) expect([pattern, isHostPattern(pattern)]).toEqual([pattern, true]);
  });

  it('refuses addresses, single labels, bare wildcards, internal names and malformed ones', () => {
    for (const pattern of ['10.0.0.1', '[::1]', 'com', '*.com', '*', '*.example.*', 'metadata.google.internal', '*.local', 'push..example.com', '-push.example.com', 'Push.Example.com', 'push.example.com.', '']) {
      expect([pattern, isHostPattern(pattern)]).toEqual([pattern, false]);
    }
  });
});

describe('matchesHostPattern', () => {
  it('matches a name exactly, and a wildcard any host below its name but not the name', () => {
    expect(matchesHostPattern('fcm.googleapis.com', 'fcm.googleapis.com')).toBe(true);
    expect(matchesHostPattern('x.fcm.googleapis.com', 'fcm.googleapis.com')).toBe(false);
    expect(matchesHostPattern('web.push.apple.com', '*.push.apple.com')).toBe(true);
    expect(matchesHostPattern('a.b.push.apple.com', '*.push.apple.com')).toBe(true);
    expect(matchesHostPattern('push.apple.com', '*.push.apple.com')).toBe(false);
    expect(matchesHostPattern('evilpush.apple.com', '*.push.apple.com')).toBe(false);
  });
});
