// The VAPID subject tells a push service how to reach whoever sends (RFC 8292 §2.1): a
// `mailto:` or `https:` URL. Unless VAPID_SUBJECT says otherwise, the app's own address:
// its origin when served over https, else a mailbox at its host.
export function defaultVapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`;
}
