// Page addresses (`/login`, `/profile`, `/reset-password/…`) are the shell's routes, not
// files: a GET of one gets the shell's `index.html`, whatever it accepts (a browser's
// navigation, `curl`, a link checker). Only the paths the API shares with pages
// (`/outing…`) look at what is asked for: a navigation accepts `text/html`, `fetch`
// sends `*/*` or JSON. The shell is sent precompressed like every other built file, an app
// page's with the preload header that names what the page will load (page-preloads.ts),
// and every page's with the signed-in hint put right (session/signed-in-hint.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { REVALIDATE, REVALIDATE_PRIVATE } from './cache-policy';
import { notBuiltPage, shellDistDir } from './frontend-files';
import { isApiOnlyPath, isSharedWithPages } from './api-paths';
import { chooseRepresentation } from './precompressed';
import type { PagePreloads } from './page-preloads';
import { keepSignedInHint } from '../session/signed-in-hint';

// The remotes' files are files: a missing one is a 404, never the shell.
const REMOTE_FILES = /^\/remotes(\/|$)/i;
// A last segment with an extension names a file (`/static/js/gone.js`, `/favicon.ico`): a
// script or image that is missing must not arrive as a page, unless a browser navigates there.
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

interface PageRequest {
  method: string;
  path: string;
  get(name: string): string | undefined;
}

export function isPageRequest(req: PageRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isApiOnlyPath(req.path) || REMOTE_FILES.test(req.path)) return false;
  if ((req.get('accept') ?? '').includes('text/html')) return true;
  return !isSharedWithPages(req.path) && !FILE_NAME.test(req.path);
}

/** Who is signed in, from the session cookie (session/session-reader.ts). */
export type SessionUserOf = (cookieHeader: string | undefined) => Promise<{ userId: string } | null>;

export interface PageSession {
  userOf: SessionUserOf;
  /** The hint cookie goes with the session cookie's Secure flag. */
  secureCookie: boolean;
}

const NO_SESSION: PageSession = { userOf: async () => null, secureCookie: false };

export function spaFallback(frontendsDir: string, preloadsOf: PagePreloads = () => undefined, session: PageSession = NO_SESSION): RequestHandler {
  const indexFile = path.join(shellDistDir(frontendsDir), 'index.html');
  return async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    if (!existsSync(indexFile)) return notBuiltPage(res, 'shell');
    // A session store that cannot answer costs the preloads and leaves the hint as it is, never the page.
    const user = await session.userOf(req.headers.cookie).catch(() => undefined);
    const setsCookie = user !== undefined && keepSignedInHint(req.headers.cookie, res, user !== null, session.secureCookie);
    const preloads = preloadsOf(req.path, user ?? null);
    // An answer that sets a cookie or names the user's calls is for this browser alone.
    res.setHeader('Cache-Control', preloads?.personal || setsCookie ? REVALIDATE_PRIVATE : REVALIDATE);
    if (preloads) res.setHeader('Link', preloads.link);
    res.sendFile(chooseRepresentation(req, res, indexFile), { cacheControl: false });
  };
}
