// Built text files come with brotli and gzip siblings made once at build time
// (frontends/precompressed-assets.js): `main.3f2a1b9c.js.br`, `main.3f2a1b9c.js.gz`. A
// browser gets the best one it accepts; compressing on every answer would cost the
// gateway CPU on each request and still compress worse. The sibling is sent by the same
// file server, so Content-Length, ETag/304 and ranges are those of the bytes sent.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';

/** Files that have siblings: keep in step with frontends/precompressed-assets.js. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt)$/i;

/** Best first; `identity` (the file itself) is always there. */
const SIBLINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
const PREFERENCE = [...SIBLINGS.map((sibling) => sibling.encoding), 'identity'];

// negotiator 1.x breaks ties of q by `preferred` (Chromium sends `gzip, deflate, br, zstd`:
// by its order alone gzip would win); its @types (0.6) do not know that argument yet.
type EncodingsWithPreference = (available: readonly string[], options: { preferred: readonly string[] }) => string[];

/** The encodings `acceptEncoding` allows among br, gzip and identity, best first (q, then br > gzip > identity). */
export function acceptedEncodings(acceptEncoding: string | undefined): string[] {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  return (negotiator.encodings as EncodingsWithPreference).call(negotiator, PREFERENCE, { preferred: PREFERENCE });
}

export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE.test(filePath);
}

/**
 * Which file to send for `filePath` (a compressible file): its best accepted sibling, with
 * `Content-Encoding` and the original's `Content-Type` set, or the file itself. Either way
 * the answer varies with `Accept-Encoding`, so caches keep one copy per encoding.
 */
export function chooseRepresentation(req: Request, res: Response, filePath: string): string {
  res.vary('Accept-Encoding');
  for (const encoding of acceptedEncodings(req.get('accept-encoding'))) {
    const sibling = SIBLINGS.find((candidate) => candidate.encoding === encoding);
    if (!sibling) return filePath; // identity is preferred to what is left
    if (!existsSync(filePath + sibling.suffix)) continue;
    res.setHeader('Content-Encoding', sibling.encoding);
    res.type(path.extname(filePath));
    return filePath + sibling.suffix;
  }
  return filePath;
}

/** The path of `urlPath` under `dir`, or null when it is no plain file path (encoded NUL, `..`). */
function fileUnder(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return null;
  return path.join(dir, decoded);
}

/**
 * In front of `express.static(dir)`: a GET or HEAD of a compressible file is pointed at its
 * best accepted sibling; the static server then sends that file under the original's type.
 */
export function precompressedSiblings(dir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCompressible(req.path)) return next();
    const filePath = fileUnder(dir, req.path);
    if (filePath === null) return next();
    const chosen = chooseRepresentation(req, res, filePath);
    if (chosen !== filePath) {
      const query = req.url.indexOf('?');
      req.url = `${req.path}${chosen.slice(filePath.length)}${query === -1 ? '' : req.url.slice(query)}`;
    }
    next();
  };
}
