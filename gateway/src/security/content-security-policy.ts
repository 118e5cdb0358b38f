// The Content-Security-Policy every gateway answer carries. The app's own files all come
// from the gateway's origin, so 'self' is the rule; the only other origins are remotes
// that REMOTE_*_URL places elsewhere (a CDN, another deployment), whose scripts, styles
// and pictures the shell must then load from there.
import type { RemoteUrls } from '../config';

export type CspDirectives = Record<string, string[]>;

/** The origins of the remotes configured as absolute URLs on an origin other than ours. */
export function foreignRemoteOrigins(remotes: RemoteUrls, publicUrl: string): string[] {
  const own = new URL(publicUrl).origin;
  // Relative URLs (the default `/remotes/<name>/remoteEntry.js`) resolve to our own origin.
  const origins = Object.values(remotes).map((url) => new URL(url, own).origin);
  return [...new Set(origins.filter((origin) => origin !== own))].sort();
}

export function contentSecurityPolicy(remotes: RemoteUrls, publicUrl: string): CspDirectives {
  const remoteOrigins = foreignRemoteOrigins(remotes, publicUrl);
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    // No inline script and no eval anywhere: the built bundles are files of ours or of a remote.
    'script-src': ["'self'", ...remoteOrigins],
    // Stylesheets are files (mini-css-extract); React's `style` props go through the CSSOM,
    // which style-src does not govern.
    'style-src': ["'self'", ...remoteOrigins],
    // data: for pictures read as data URLs (the spec's text photo strings), blob: for the
    // cropper's preview of a picked file.
    'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins],
    // The API and the socket.io socket: 'self' covers ws:/wss: on our own host (CSP Level 3).
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Behind https, a stray http:// address is fetched as https:// instead of being blocked.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
