// The `Link` preload header an app page's HTML goes out with (issue 11, item 5c). Without
// it a phone finds what /social needs one round trip at a time: the shell's scripts, then
// the app configuration, then the social remote's entry, then its page's chunk, each only
// once the script before it has run. With it the browser asks for all of them while it
// parses the HTML, and the scripts that ask later get the answers already loaded:
// - the shell's signed-in style sheets and scripts, which index.html does not name
//   (`app-page-preloads.json`, written by the shell's build from its chunk graph), and
//   between them the app configuration and the session check, small calls every app page
//   makes first;
// - the page's remote entry, and, when this gateway serves that remote itself, the files
//   its exposed page loads at once (the remote's `mf-manifest.json`, Module Federation's
//   build manifest). A remote served from elsewhere gets its entry preloaded only.
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
}

/** `GET /outing` is the outing page, and so on: each app page is its remote's route. */
export type PagePreloads = (pagePath: string) => string | undefined;

const shellPreloadsSchema = z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) });

// Only the part of Module Federation's manifest read here.
const assetsSchema = z.object({ sync: z.array(z.string()) });
const remoteManifestSchema = z.object({
  exposes: z.array(z.object({ path: z.string(), assets: z.object({ js: assetsSchema, css: assetsSchema }) })),
});

const EXPOSED_PAGE = './Page';
const FIRST_CALLS: readonly Preload[] = [
  { href: '/app-config.json', as: 'fetch', crossorigin: 'anonymous' },
  // The kit's calls send the session cookie (`credentials: 'include'`).
  { href: '/auth/check', as: 'fetch', crossorigin: 'use-credentials' },
];

// How stale a page's header may be after a new build is written.
const RECHECK_MS = 1_000;

// What cannot stand between a Link header's angle brackets (a misconfigured remote URL).
const NOT_IN_LINK = /[<>\s]/;

export function linkHeader(preloads: readonly Preload[]): string {
  return preloads
    .filter(({ href }) => !NOT_IN_LINK.test(href))
    .map(({ href, as, crossorigin }) => {
      const mode = crossorigin === undefined ? '' : crossorigin === 'anonymous' ? '; crossorigin' : `; crossorigin=${crossorigin}`;
      return `<${href}>; rel=preload; as=${as}${mode}`;
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
function shellPreloads(frontendsDir: string): Preload[] {
  const files = readBuildFile(path.join(shellDistDir(frontendsDir), 'app-page-preloads.json'), shellPreloadsSchema);
  return [
    ...(files?.styles ?? []).map((href): Preload => ({ href, as: 'style' })),
    ...FIRST_CALLS,
    ...(files?.scripts ?? []).map((href): Preload => ({ href, as: 'script' })),
  ];
}

/** The files the remote's exposed page loads at once, when this gateway serves the remote. */
function exposedPagePreloads(frontendsDir: string, remote: RemoteName, entry: string): Preload[] {
  const servedHere = `/remotes/${remote}/`;
  if (entry !== `${servedHere}remoteEntry.js`) return [];
  const manifest = readBuildFile(path.join(frontendsDir, remote, 'dist', 'mf-manifest.json'), remoteManifestSchema);
  const page = manifest?.exposes.find((exposed) => exposed.path === EXPOSED_PAGE);
  if (!page) return [];
  return [
    ...page.assets.js.sync.map((file): Preload => ({ href: `${servedHere}${file}`, as: 'script' })),
    ...page.assets.css.sync.map((file): Preload => ({ href: `${servedHere}${file}`, as: 'style' })),
  ];
}

/** What identifies the build files' versions: their modification times. */
function buildVersion(files: readonly string[]): string {
  return files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(',');
}

export function pagePreloads(frontendsDir: string, remotes: RemoteUrls): PagePreloads {
  const buildFiles = [
    path.join(shellDistDir(frontendsDir), 'app-page-preloads.json'),
    ...REMOTE_NAMES.map((remote) => path.join(frontendsDir, remote, 'dist', 'mf-manifest.json')),
  ];
  let version: string | undefined;
  let checkedAt = -Infinity;
  let headers = new Map<string, string>();
  const headersOf = () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return headers;
    checkedAt = now;
    const current = buildVersion(buildFiles);
    if (current !== version) {
      const shell = shellPreloads(frontendsDir);
      headers = new Map(
        REMOTE_NAMES.map((remote) => {
          const entry: Preload = { href: remotes[remote], as: 'script' };
          return [`/${remote}`, linkHeader([...shell, entry, ...exposedPagePreloads(frontendsDir, remote, remotes[remote])])];
        }),
      );
      version = current;
    }
    return headers;
  };
  return (pagePath) => headersOf().get(pagePath);
}
