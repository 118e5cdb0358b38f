import { checkPushEndpoint } from './push-endpoint';

describe('checkPushEndpoint', () => {
  it('accepts https push services', () => {
    expect(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', true)).toEqual({ ok: true });
    expect(checkPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toEqual({ ok: true });
  });

  it('accepts plain http on loopback outside production only (the tests’ local push endpoint)', () => {
    expect(checkPushEndpoint('http://127.0.0.1:4567/push/1', false)).toEqual({ ok: true });
    expect(checkPushEndpoint('http://localhost:4567/push/1', false)).toEqual({ ok: true });
    expect(checkPushEndpoint('http://[::1]:4567/push/1', false)).toEqual({ ok: true });
    expect(checkPushEndpoint('http://127.0.0.1:4567/push/1', true)).toEqual({ ok: false, message: 'The push endpoint must be an https URL' });
  });

  it('refuses plain http to any other host, other schemes, credentials and non-URLs', () => {
    for (const endpoint of ['http://10.0.0.5/push', 'http://redis:6379/', 'http://169.254.169.254/latest/meta-data', 'ftp://example.com/x', 'file:///etc/passwd']) {
      expect(checkPushEndpoint(endpoint, false)).toEqual({ ok: false, message: 'The push endpoint must be an https URL' });
    }
    expect(checkPushEndpoint('https://user:secret@push.example.com/x', false).ok).toBe(false);
    expect(checkPushEndpoint('not a url', false)).toEqual({ ok: false, message: 'The push endpoint is not a URL' });
  });
});
