// Page addresses (`/login`, `/profile`, `/reset-password/…`) are the shell's routes, not
// files: a browser navigating to one gets the shell's `index.html`. Some of those paths
// are also API calls (`GET /outing`); what the browser asks for decides: a navigation
// accepts `text/html`, `fetch` sends `*/*` or JSON.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { REVALIDATE } from './cache-policy';
import { notBuiltPage, shellDistDir } from './frontend-files';
import { isApiOnlyPath } from './api-paths';

// The remotes' files are files: a missing one is a 404, never the shell.
const REMOTE_FILES = /^\/remotes(\/|$)/i;

export function isPageNavigation(req: { method: string; path: string; get(name: string): string | undefined }): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!(req.get('accept') ?? '').includes('text/html')) return false;
  return !isApiOnlyPath(req.path) && !REMOTE_FILES.test(req.path);
}

export function spaFallback(frontendsDir: string): RequestHandler {
  const indexFile = path.join(shellDistDir(frontendsDir), 'index.html');
  return (req, res, next) => {
    if (!isPageNavigation(req)) return next();
    if (!existsSync(indexFile)) return notBuiltPage(res, 'shell');
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(indexFile, { cacheControl: false });
  };
}
