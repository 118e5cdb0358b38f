// Which push endpoints the service will send to. The endpoint comes from the browser, so
// it is a URL an attacker could choose: only https (push services are all https), and
// plain http to this machine's loopback only outside production (the tests' local push
// endpoint), never to another host of the network the service runs in.
export type EndpointCheck = { ok: true } | { ok: false; message: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function checkPushEndpoint(endpoint: string, production: boolean): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, message: 'The push endpoint is not a URL' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, message: 'The push endpoint must not carry credentials' };
  if (url.protocol === 'https:') return { ok: true };
  if (url.protocol === 'http:' && !production && LOOPBACK_HOSTS.has(url.hostname)) return { ok: true };
  return { ok: false, message: 'The push endpoint must be an https URL' };
}
