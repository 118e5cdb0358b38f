import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { remoteUrlsFromEnv } from '../config';
import { linkHeader, pagePreloads } from './page-preloads';
import { spaFallback } from './spa-fallback';

const SHELL_PRELOADS = { styles: ['/static/css/456.aaaaaaaa.chunk.css'], scripts: ['/static/js/154.bbbbbbbb.chunk.js', '/static/js/970.cccccccc.chunk.js'] };

function remoteManifest(page: string) {
  return {
    exposes: [
      {
        path: './Page',
        assets: {
          js: { sync: [`static/js/${page}.chunk.js`], async: ['static/js/lazy.dddddddd.chunk.js'] },
          css: { sync: [`static/css/${page}.chunk.css`], async: [] },
        },
      },
    ],
  };
}

/** A built shell and a built social remote; the other remotes are not built. */
function builtFrontends(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'outings-page-preloads-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'social', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Outings</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'app-page-preloads.json'), JSON.stringify(SHELL_PRELOADS));
  writeFileSync(path.join(root, 'social', 'dist', 'mf-manifest.json'), JSON.stringify(remoteManifest('page.eeeeeeee')));
  return root;
}

const links = (header: string | undefined) => (header ?? '').split(', ');

describe('linkHeader', () => {
  it('writes one preload per file, with the fetch mode a call needs', () => {
    expect(
      linkHeader([
        { href: '/static/js/1.js', as: 'script' },
        { href: '/app-config.json', as: 'fetch', crossorigin: 'anonymous' },
        { href: '/auth/check', as: 'fetch', crossorigin: 'use-credentials' },
      ]),
    ).toBe('</static/js/1.js>; rel=preload; as=script, </app-config.json>; rel=preload; as=fetch; crossorigin, </auth/check>; rel=preload; as=fetch; crossorigin=use-credentials');
  });

  it('leaves out an address that cannot stand in the header', () => {
    expect(linkHeader([{ href: 'https://cdn.example/a>b.js', as: 'script' }, { href: '/ok.js', as: 'script' }])).toBe('</ok.js>; rel=preload; as=script');
  });
});

describe('pagePreloads', () => {
  afterEach(() => jest.useRealTimers());

  it('names for an app page the shell’s signed-in files, the first calls, the remote’s entry and its page’s files, in that order', () => {
    const preloadsOf = pagePreloads(builtFrontends(), remoteUrlsFromEnv({}));
    expect(links(preloadsOf('/social'))).toEqual([
      '</static/css/456.aaaaaaaa.chunk.css>; rel=preload; as=style',
      '</app-config.json>; rel=preload; as=fetch; crossorigin',
      '</auth/check>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</static/js/154.bbbbbbbb.chunk.js>; rel=preload; as=script',
      '</static/js/970.cccccccc.chunk.js>; rel=preload; as=script',
      '</remotes/social/remoteEntry.js>; rel=preload; as=script',
      '</remotes/social/static/js/page.eeeeeeee.chunk.js>; rel=preload; as=script',
      '</remotes/social/static/css/page.eeeeeeee.chunk.css>; rel=preload; as=style',
    ]);
  });

  it('has nothing for a page that is not an app page', () => {
    const preloadsOf = pagePreloads(builtFrontends(), remoteUrlsFromEnv({}));
    for (const other of ['/login', '/', '/create-account', '/social/x', '/remotes/social/remoteEntry.js']) expect(preloadsOf(other)).toBeUndefined();
  });

  it('names only the entry of a remote served elsewhere, or not built, or with an unreadable manifest', () => {
    const dir = builtFrontends();
    mkdirSync(path.join(dir, 'chat', 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'chat', 'dist', 'mf-manifest.json'), '{ "exposes": "not a list" }');
    const preloadsOf = pagePreloads(dir, remoteUrlsFromEnv({ REMOTE_SOCIAL_URL: 'https://social.example/remoteEntry.js' }));
    expect(links(preloadsOf('/social')).slice(-1)).toEqual(['<https://social.example/remoteEntry.js>; rel=preload; as=script']);
    expect(links(preloadsOf('/profile')).slice(-1)).toEqual(['</remotes/profile/remoteEntry.js>; rel=preload; as=script']);
    expect(links(preloadsOf('/chat')).slice(-1)).toEqual(['</remotes/chat/remoteEntry.js>; rel=preload; as=script']);
  });

  it('still preloads the calls and the entry before the shell is built', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outings-page-preloads-'));
    expect(links(pagePreloads(dir, remoteUrlsFromEnv({}))('/outing'))).toEqual([
      '</app-config.json>; rel=preload; as=fetch; crossorigin',
      '</auth/check>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</remotes/outing/remoteEntry.js>; rel=preload; as=script',
    ]);
  });

  it('picks up a new build without a restart, within a second', () => {
    jest.useFakeTimers({ now: Date.now() });
    const dir = builtFrontends();
    const preloadsOf = pagePreloads(dir, remoteUrlsFromEnv({}));
    expect(preloadsOf('/social')).toContain('page.eeeeeeee');
    const manifest = path.join(dir, 'social', 'dist', 'mf-manifest.json');
    writeFileSync(manifest, JSON.stringify(remoteManifest('page.ffffffff')));
    const later = new Date(Date.now() + 5_000);
    utimesSync(manifest, later, later);
    // The file times were looked at just now: the header stays as it was for a second.
    expect(preloadsOf('/social')).toContain('page.eeeeeeee');
    jest.advanceTimersByTime(1_000);
    expect(preloadsOf('/social')).toContain('page.ffffffff');
    expect(preloadsOf('/social')).not.toContain('page.eeeeeeee');
  });
});

describe('an app page’s HTML', () => {
  const dir = builtFrontends();
  const app = express().use(spaFallback(dir, pagePreloads(dir, remoteUrlsFromEnv({}))));

  it('goes out with its preload header; other pages and API-shared paths without', async () => {
    const social = await request(app).get('/social').set('Accept', 'text/html');
    expect(social.status).toBe(200);
    expect(social.headers.link).toContain('</remotes/social/remoteEntry.js>; rel=preload; as=script');
    const login = await request(app).get('/login').set('Accept', 'text/html');
    expect(login.status).toBe(200);
    expect(login.headers.link).toBeUndefined();
  });
});
