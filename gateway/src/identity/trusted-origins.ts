// Which pages may change state through the gateway: those of PUBLIC_URL's origin and of
// the origins ALLOWED_ORIGINS names. Never whatever the request's Host header says: the
// caller writes that header, so comparing with it trusts any site that points a name at
// the gateway (`Host: evil.example` + `Origin: http://evil.example`).
// One rule for HTTP calls (origin-check.middleware.ts) and socket.io handshakes.

/** The spellings of this machine that browsers treat as distinct origins. */
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

export type TrustedOrigins = ReadonlySet<string>;

/** `value` as a bare http(s) origin (`https://app.example`), or null when it is anything more or else. */
export function asOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
}

/**
 * A loopback origin stands for all its spellings with the same scheme and port: a
 * newcomer who opens http://127.0.0.1:8080 where PUBLIC_URL says http://localhost:8080
 * can still sign in, and only this machine can serve those pages anyway.
 */
function spellingsOf(origin: string): string[] {
  const url = new URL(origin);
  if (!(LOOPBACK_HOSTNAMES as readonly string[]).includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTNAMES.map((hostname) => {
    const spelling = new URL(url.origin);
    spelling.hostname = hostname;
    return spelling.origin;
  });
}

export function trustedOrigins(publicUrl: string, allowedOrigins: readonly string[] = []): TrustedOrigins {
  return new Set([new URL(publicUrl).origin, ...allowedOrigins].flatMap(spellingsOf));
}

export function isTrustedOrigin(claimed: URL | null, trusted: TrustedOrigins): boolean {
  return claimed !== null && trusted.has(claimed.origin);
}

/** A header naming an origin (or a page on it); null for none, "null" (opaque) or garbage. */
export function originOf(value: string | undefined): URL | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The origin a request claims to come from: `Origin`, else the origin of `Referer`. */
export function claimedOrigin(req: { get(name: string): string | undefined }): URL | null {
  return originOf(req.get('origin')) ?? originOf(req.get('referer'));
}
