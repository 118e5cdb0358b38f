// The built front ends: the shell at `/`, each remote at `/remotes/<name>/`. They are
// produced by the front-end build; the gateway starts without them and says so.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { REMOTE_NAMES } from '../config';
import { cacheControlFor } from './cache-policy';
import { isApiOnlyPath } from './api-paths';
import { precompressedSiblings } from './precompressed';

export function shellDistDir(frontendsDir: string): string {
  return path.join(frontendsDir, 'shell', 'dist');
}

/** The files under `dir`, each text file as its best precompressed sibling the browser accepts. */
function serveBuilt(dir: string): RequestHandler[] {
  const files = express.static(dir, {
    index: false,
    redirect: false,
    // The policy below replaces serve-static's `max-age=0`.
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  return [precompressedSiblings(dir), files];
}

/** The page a browser gets while a front end has not been built yet. */
export function notBuiltPage(res: Response, what: string): void {
  res
    .status(503)
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Retry-After', '30')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outings is not built yet</title></head>` +
        `<body><h1>Outings is not built yet</h1><p>The ${what} has no build output. ` +
        `Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.</p></body></html>`,
    );
}

export function frontendFiles(frontendsDir: string): Router {
  const router = Router();
  // API calls skip the file lookups (a disk access each) below.
  router.use((req, _res, next) => next(isApiOnlyPath(req.path) ? 'router' : undefined));
  for (const name of REMOTE_NAMES) {
    const dir = path.join(frontendsDir, name, 'dist');
    router.use(`/remotes/${name}`, ...serveBuilt(dir), (_req, res) => {
      // A missing chunk must fail loudly (the shell shows its error screen), never turn into HTML.
      if (!existsSync(dir)) return notBuiltPage(res, `${name} front end`);
      res.status(404).type('text/plain').send('Not found.');
    });
  }
  router.use(...serveBuilt(shellDistDir(frontendsDir)));
  return router;
}
