// The security headers of every gateway answer (pages, files, API calls, errors).
// helmet writes them; the choices are ours and explained in docs/architecture.md,
// "Security headers".
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemoteUrls } from '../config';
import { contentSecurityPolicy } from './content-security-policy';

/** A year: how long a browser that once saw https keeps to it (the usual HSTS max-age). */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** helmet's middleware, as configured for this gateway. */
function configuredHelmet(publicUrl: string, remotes: RemoteUrls) {
  const https = new URL(publicUrl).protocol === 'https:';
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(remotes, publicUrl) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Same-origin pages only may embed our answers (pictures, scripts)…
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // …Referer stays whole on our own calls: the origin check falls back on it when a
    // browser sends neither Origin nor Sec-Fetch-Site. Other sites learn only our origin,
    // never a path such as a reset link's.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only where https is the public scheme: over plain http it would be ignored, or, on a
    // host that later gains https, pin browsers to it.
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
    // For browsers without frame-ancestors.
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
}

/**
 * The headers helmet writes, read once: they are the same for every request (no nonce),
 * and setting a fixed list costs a fraction of helmet's chain of a dozen middlewares on
 * every call, proxied ones included.
 */
function headersWrittenBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const written = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void written.set(name, value),
    removeHeader: (name: string) => void written.delete(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return [...written];
}

/** Writes the headers on an answer to `path`: a step of the request pipeline (chain/request-pipeline.ts), before anything answers. */
export function securityHeaderWriter(publicUrl: string, remotes: RemoteUrls): (path: string, res: ServerResponse) => void {
  const headers = headersWrittenBy(configuredHelmet(publicUrl, remotes));
  return (path, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // A remote's files may be loaded by a shell on another origin (REMOTE_*_URL pointing
    // at this gateway), as <script> without CORS, which a same-origin CORP would block.
    if (path.startsWith('/remotes/')) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}
