import { headersToBrowser, headersToService } from './forward-headers';

describe('headersToService', () => {
  const identity = { userId: 'u1', clientIp: '203.0.113.9', requestId: 'req-1' };

  it('replaces any identity the browser sent with the verified one', () => {
    const headers = headersToService(
      { 'x-outings-user-id': 'someone-else', 'X-Outings-Client-Ip': '1.2.3.4', 'x-outings-anything': 'x', accept: 'application/json' },
      identity,
    );
    expect(headers).toEqual({
      accept: 'application/json',
      'x-outings-user-id': 'u1',
      'x-outings-client-ip': '203.0.113.9',
      'x-request-id': 'req-1',
    });
  });

  it('sends no user id before login', () => {
    expect(headersToService({}, { clientIp: '::1' })).toEqual({ 'x-outings-client-ip': '::1' });
  });

  it('keeps the session cookie, the host and hop-by-hop headers at the gateway', () => {
    const headers = headersToService(
      {
        cookie: 'outings.sid=s%3Aabc',
        host: 'outings.example',
        connection: 'keep-alive, x-custom-hop',
        'x-custom-hop': '1',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        expect: '100-continue',
        'content-type': 'application/json',
        'content-length': '12',
      },
      { clientIp: '::1' },
    );
    expect(headers).toEqual({ 'content-type': 'application/json', 'content-length': '12', 'x-outings-client-ip': '::1' });
  });
});

describe('headersToBrowser', () => {
  it('passes content headers and redirects, but no cookies or connection headers', () => {
    expect(
      headersToBrowser({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        location: '/email-verified',
        'set-cookie': ['evil=1'],
        connection: 'close',
        'x-request-id': 'from-service',
        'content-length': 42,
      }),
    ).toEqual({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      location: '/email-verified',
      'content-length': '42',
    });
  });
});
