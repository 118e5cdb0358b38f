import { checkPushEndpoint, type PushEndpointPolicy } from './push-endpoint';
import { BROWSER_PUSH_HOSTS } from './push-host';

const development: PushEndpointPolicy = { knownHostsOnly: false, allowedHosts: BROWSER_PUSH_HOSTS, allowLoopback: false };
const withLoopback: PushEndpointPolicy = { ...development, allowLoopback: true };
const production: PushEndpointPolicy = { ...development, knownHostsOnly: true };

/** An address of this machine or its network, written as the URL parser accepts it. */
const ADDRESS_ENDPOINTS = [
  'https://127.0.0.1:9912/x',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.255.255.1/x',
  'https://[::ffff:10.0.0.1]/',
  'https://0.0.0.0:9912/x',
  'https://2130706433/',
  'https://[::1]/',
  'https://0x7f.1/',
  'https://017700000001/',
  'https://[fd00::1]/',
  'https://8.8.8.8/',
];
const INTERNAL_NAME_ENDPOINTS = [
  'https://localhost./x',
  'https://localhost/x',
  'https://app.localhost/x',
  'https://metadata.google.internal/',
  'https://printer.local/x',
  'https://redis:6379/',
  'https://fcm.googleapis.com./fcm/send/abc',
];

describe('checkPushEndpoint', () => {
  it('accepts the browser push services in every mode', () => {
    for (const policy of [development, withLoopback, production]) {
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://android.googleapis.com/gcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://web.push.apple.com/QGx1',
        'https://wns2-par02p.notify.windows.com/w/?token=abc',
        'https://FCM.googleapis.com:443/fcm/send/abc',
      ]) {
        expect(checkPushEndpoint(endpoint, policy)).toEqual({ ok: true });
      }
    }
  });

  it('refuses an IP address as host in every form, in every mode, loopback ones included without the loopback setting', () => {
    for (const policy of [development, production]) {
      for (const endpoint of ADDRESS_ENDPOINTS) {
        expect([endpoint, checkPushEndpoint(endpoint, policy)]).toEqual([endpoint, { ok: false, message: 'The push endpoint must name a host, not an IP address' }]);
      }
    }
  });

  it('refuses names of this machine and its network in every mode', () => {
    for (const policy of [development, withLoopback, production]) {
      for (const endpoint of INTERNAL_NAME_ENDPOINTS) {
        expect([endpoint, checkPushEndpoint(endpoint, policy)]).toEqual([endpoint, { ok: false, message: 'The push endpoint names an internal host' }]);
      }
    }
  });

  it('accepts other public names outside production only', () => {
    expect(checkPushEndpoint('https://push.example.com:8443/x', development)).toEqual({ ok: true });
    expect(checkPushEndpoint('https://push.example.com/x', production)).toEqual({ ok: false, message: 'The push endpoint is not on a browser push service' });
    expect(checkPushEndpoint('https://push.apple.com/x', production)).toEqual({ ok: false, message: 'The push endpoint is not on a browser push service' });
    expect(checkPushEndpoint('https://fcm.googleapis.com.evil.example/x', production).ok).toBe(false);
    expect(checkPushEndpoint('https://evilfcm.googleapis.com/x', production).ok).toBe(false);
  });

  it('in production takes only the default https port', () => {
    expect(checkPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/abc', production)).toEqual({
      ok: false,
      message: 'The push endpoint must use the default https port',
    });
  });

  it('in production also takes the hosts the operator added, wildcards included', () => {
    const extended = { ...production, allowedHosts: [...BROWSER_PUSH_HOSTS, 'push.example.com', '*.push.example.net'] };
    expect(checkPushEndpoint('https://push.example.com/x', extended)).toEqual({ ok: true });
    expect(checkPushEndpoint('https://eu.push.example.net/x', extended)).toEqual({ ok: true });
    expect(checkPushEndpoint('https://push.example.net/x', extended).ok).toBe(false);
    expect(checkPushEndpoint('https://other.example.com/x', extended).ok).toBe(false);
  });

  it('with the loopback setting accepts loopback addresses, over plain http too, and nothing else of the network', () => {
    for (const endpoint of ['http://127.0.0.1:4567/push/1', 'http://[::1]:4567/push/1', 'https://127.0.0.1:9912/x', 'https://2130706433/']) {
      expect([endpoint, checkPushEndpoint(endpoint, withLoopback)]).toEqual([endpoint, { ok: true }]);
    }
    for (const endpoint of ['https://169.254.169.254/latest/meta-data/', 'https://10.255.255.1/x', 'https://[::ffff:127.0.0.1]/', 'https://0.0.0.0:9912/x']) {
      expect([endpoint, checkPushEndpoint(endpoint, withLoopback).ok]).toEqual([endpoint, false]);
    }
    expect(checkPushEndpoint('http://localhost:4567/push/1', withLoopback).ok).toBe(false);
  });

  it('refuses plain http to any other host, other schemes, credentials and non-URLs', () => {
    for (const endpoint of ['http://127.0.0.1:4567/push/1', 'http://10.0.0.5/push', 'http://push.example.com/push', 'ftp://example.com/x', 'file:///etc/passwd']) {
      expect(checkPushEndpoint(endpoint, development)).toEqual({ ok: false, message: 'The push endpoint must be an https URL' });
    }
    expect(checkPushEndpoint('http://10.0.0.5/push', withLoopback)).toEqual({ ok: false, message: 'The push endpoint must be an https URL' });
    expect(checkPushEndpoint('https://user:secret@push.example.com/x', development)).toEqual({ ok: false, message: 'The push endpoint must not carry credentials' });
    expect(checkPushEndpoint('not a url', development)).toEqual({ ok: false, message: 'The push endpoint is not a URL' });
  });
});
