// Host names of push endpoints: the browsers' push services, the patterns an operator may
// add (`PUSH_ALLOWED_HOSTS`), and names that only ever mean a machine of the network the
// service runs in.

/**
 * The push services browsers subscribe with: Chrome and Edge-on-Android (Firebase Cloud
 * Messaging, and its older host), Firefox (Mozilla's autopush), Safari (Apple's, e.g.
 * `web.push.apple.com`) and Edge on Windows (WNS, one host per region).
 */
export const BROWSER_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/**
 * Suffixes only resolvable inside a network: `localhost` (RFC 6761), mDNS `local`,
 * `internal` (reserved for private use; `metadata.google.internal`), `localdomain`,
 * `home.arpa` (RFC 8375) and Kubernetes' `svc`.
 */
const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal', 'localdomain', 'home.arpa', 'svc'];

/**
 * A name of this machine or its network, as the URL parser leaves it (lower case): one of
 * the suffixes above or under one, a name of a single label (a container or service name:
 * `redis`, `postgres`), or one ending in a dot (`localhost.`, which escapes a plain
 * comparison but resolves the same).
 */
export function isInternalName(host: string): boolean {
  if (host.endsWith('.') || !host.includes('.')) return true;
  return INTERNAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A host pattern of the allow-list: a DNS name of two labels or more (`push.example.com`),
 * or `*.` and such a name (any host below it, not the name itself). Its last label must
 * hold a letter, so no IPv4 address passes for a name.
 */
export function isHostPattern(pattern: string): boolean {
  const name = pattern.startsWith('*.') ? pattern.slice(2) : pattern;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && /[a-z]/.test(labels.at(-1) ?? '') && !isInternalName(name);
}

/** `host` (lower case) is the pattern's name, or below it for a `*.` pattern. */
export function matchesHostPattern(host: string, pattern: string): boolean {
  if (!pattern.startsWith('*.')) return host === pattern;
  const suffix = pattern.slice(1);
  return host.endsWith(suffix) && host.length > suffix.length;
}
