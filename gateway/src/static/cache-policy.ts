// How long browsers keep each built file. A file whose name carries its content hash
// never changes under that name, so it is kept for a year; the files that point to
// hashed ones (HTML, the remotes' entries, the service worker, the manifest) must be
// revalidated every time, or a deployment would never reach the browser.
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A page whose headers name the signed-in user's calls: never kept by a shared cache. */
export const REVALIDATE_PRIVATE = 'private, no-cache';

const ALWAYS_REVALIDATED = new Set(['index.html', 'remoteEntry.js', 'service-worker.js', 'manifest.webmanifest', 'app-config.json']);

// webpack's [contenthash]: 8 or more hex digits set off by a dot or a dash, followed
// only by extensions, e.g. `main.3f2a1b9c.js`, `412.9be0c1d2.chunk.js`, `logo-a1b2c3d4.png`.
const CONTENT_HASH = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

// A precompressed sibling (`index.html.br`) is kept exactly as long as its original.
const ENCODING_SUFFIX = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(ENCODING_SUFFIX, '');
  if (ALWAYS_REVALIDATED.has(name)) return REVALIDATE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : REVALIDATE;
}
