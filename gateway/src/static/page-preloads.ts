// The `Link` preload header an app page's HTML goes out with. Without
// it a phone finds what /social needs one round trip at a time: the shell's scripts, then
// the app configuration, then the social remote's entry, then its page's chunk, each only
// once the script before it has run. With it the browser asks for all of them while it
// parses the HTML, and the scripts that ask later get the answers already loaded:
// - the shell's signed-in style sheets and scripts, which index.html does not name
//   (`app-page-preloads.json`, written by the shell's build from its chunk graph), and
//   between them the app configuration and, for a visitor with a session, the session
//   check, small calls every app page makes first (a visitor without one is not asked:
//   the browser sees no signed-in hint and goes to /login);
// - the page's remote entry, and, when this gateway serves that remote itself, the files
//   its exposed page loads at once (the remote's `mf-manifest.json`, Module Federation's
//   build manifest). A remote served from elsewhere gets its entry preloaded only;
// - for a signed-in user, the calls the page makes first (the remote's `page-calls.json`,
//   `{userID}` standing for the session's user), which otherwise wait for every script:
//   /outing's activities arrive with its scripts instead of after them. Never for a
//   visitor without a session: the calls would be refused, and the page goes to /login.
// Scripts are preloaded at low priority, like index.html's own (login-preload-plugin.js):
// the first frame (index.html's top bar and loading screen) needs only the style sheets,
// which go first, as do the first calls. Lighthouse's model counts a high-priority script
// loaded before the first paint as holding it up (first paint 1.6 -> 0.9 s).
// The files are re-read when a build replaces them (their times are looked at once a second
// at most, not on every page request); a missing or unreadable one only leaves its part out
// (the page still loads, one round trip at a time).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { REMOTE_NAMES, type RemoteName, type RemoteUrls } from '../config';
import { shellDistDir } from './frontend-files';

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** How the calling `fetch` asks: a preload is only reused by a request of the same mode. */
  crossorigin?: 'anonymous' | 'use-credentials';
  fetchpriority?: 'low';
}

export interface PageHeader {
  link: string;
  /** It names the signed-in user's calls: a shared cache must not keep it. */
  personal: boolean;
}

/** `GET /outing` is the outing page, and so on: each app page is its remote's route. Asked with the session's user, if any. */
export type PagePreloads = (pagePath: string, user: { userId: string } | null) => PageHeader | undefined;

const shellPreloadsSchema = z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) });

// Only the part of Module Federation's manifest read here.
const assetsSchema = z.object({ sync: z.array(z.string()) });
const remoteManifestSchema = z.object({
  exposes: z.array(z.object({ path: z.string(), assets: z.object({ js: assetsSchema, css: assetsSchema }) })),
});
const USER_ID = '{userID}';
// Paths on this origin only: `/activity/get-all`, `/user/{userID}/matches`.
const pageCallsSchema = z.object({ calls: z.array(z.string().regex(/^\/(?!\/)/)) });

const EXPOSED_PAGE = './Page';
const APP_CONFIG: Preload = { href: '/app-config.json', as: 'fetch', crossorigin: 'anonymous' };
// The kit's calls send the session cookie (`credentials: 'include'`).
const SESSION_CHECK: Preload = { href: '/auth/check', as: 'fetch', crossorigin: 'use-credentials' };

// How stale a page's header may be after a new build is written.
const RECHECK_MS = 1_000;

// What cannot stand between a Link header's angle brackets (a misconfigured remote URL).
const NOT_IN_LINK = /[<>\s]/;

export function linkHeader(preloads: readonly Preload[]): string {
  return preloads
    .filter(({ href }) => !NOT_IN_LINK.test(href))
    .map(({ href, as, crossorigin, fetchpriority }) => {
      const mode = crossorigin === undefined ? '' : crossorigin === 'anonymous' ? '; crossorigin' : `; crossorigin=${crossorigin}`;
      return `<${href}>; rel=preload; as=${as}${mode}${fetchpriority ? `; fetchpriority=${fetchpriority}` : ''}`;
    })
    .join(', ');
}

/** A JSON build file, or null while it is missing or not what `schema` expects. */
function readBuildFile<T>(file: string, schema: z.ZodType<T>): T | null {
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

/** The shell's signed-in style sheets, the first calls, then the shell's signed-in scripts. */
function shellPreloads(frontendsDir: string, signedIn: boolean): Preload[] {
  const files = readBuildFile(path.join(shellDistDir(frontendsDir), 'app-page-preloads.json'), shellPreloadsSchema);
  return [
    ...(files?.styles ?? []).map((href): Preload => ({ href, as: 'style' })),
    APP_CONFIG,
    ...(signedIn ? [SESSION_CHECK] : []),
    ...(files?.scripts ?? []).map(scriptPreload),
  ];
}

const scriptPreload = (href: string): Preload => ({ href, as: 'script', fetchpriority: 'low' });

/** The files the remote's exposed page loads at once, when this gateway serves the remote. */
function exposedPagePreloads(frontendsDir: string, remote: RemoteName, entry: string): Preload[] {
  const servedHere = `/remotes/${remote}/`;
  if (entry !== `${servedHere}remoteEntry.js`) return [];
  const manifest = readBuildFile(path.join(frontendsDir, remote, 'dist', 'mf-manifest.json'), remoteManifestSchema);
  const page = manifest?.exposes.find((exposed) => exposed.path === EXPOSED_PAGE);
  if (!page) return [];
  return [
    ...page.assets.js.sync.map((file) => scriptPreload(`${servedHere}${file}`)),
    ...page.assets.css.sync.map((file): Preload => ({ href: `${servedHere}${file}`, as: 'style' })),
  ];
}

/** The calls the remote's page makes first, when this gateway serves the remote. */
function pageCallsOf(frontendsDir: string, remote: RemoteName, entry: string): string[] {
  if (entry !== `/remotes/${remote}/remoteEntry.js`) return [];
  return readBuildFile(path.join(frontendsDir, remote, 'dist', 'page-calls.json'), pageCallsSchema)?.calls ?? [];
}

/** A page's calls for one user, as the kit's `fetch` sends them (with the session cookie). */
function callPreloads(calls: readonly string[], userId: string): Preload[] {
  return calls.map((call) => ({ href: call.replaceAll(USER_ID, encodeURIComponent(userId)), as: 'fetch', crossorigin: 'use-credentials' }));
}

/** What identifies the build files' versions: their modification times. */
function buildVersion(files: readonly string[]): string {
  return files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(',');
}

export function pagePreloads(frontendsDir: string, remotes: RemoteUrls): PagePreloads {
  const buildFiles = [
    path.join(shellDistDir(frontendsDir), 'app-page-preloads.json'),
    ...REMOTE_NAMES.flatMap((remote) => ['mf-manifest.json', 'page-calls.json'].map((file) => path.join(frontendsDir, remote, 'dist', file))),
  ];
  let version: string | undefined;
  let checkedAt = -Infinity;
  let pages = new Map<string, { signedOut: string; signedIn: string; calls: string[] }>();
  const pagesNow = () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return pages;
    checkedAt = now;
    const current = buildVersion(buildFiles);
    if (current !== version) {
      const shell = { signedOut: shellPreloads(frontendsDir, false), signedIn: shellPreloads(frontendsDir, true) };
      pages = new Map(
        REMOTE_NAMES.map((remote) => {
          const remoteFiles = [scriptPreload(remotes[remote]), ...exposedPagePreloads(frontendsDir, remote, remotes[remote])];
          return [
            `/${remote}`,
            {
              signedOut: linkHeader([...shell.signedOut, ...remoteFiles]),
              signedIn: linkHeader([...shell.signedIn, ...remoteFiles]),
              calls: pageCallsOf(frontendsDir, remote, remotes[remote]),
            },
          ];
        }),
      );
      version = current;
    }
    return pages;
  };
  return (pagePath, user) => {
    const page = pagesNow().get(pagePath);
    if (!page) return undefined;
    if (!user) return { link: page.signedOut, personal: false };
    return { link: [page.signedIn, linkHeader(callPreloads(page.calls, user.userId))].filter(Boolean).join(', '), personal: true };
  };
}
