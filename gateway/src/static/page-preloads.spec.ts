import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { remoteUrlsFromEnv } from '../config';
import { linkHeader, pagePreloads } from './page-preloads';
import { spaFallback, type SessionUserOf } from './spa-fallback';

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

const SESSION_COOKIE = 'outings.sid=s%3Aabc';
/** The session store's answer: the user 'u 1' for the session cookie, nobody otherwise. */
const sessionUserOf: SessionUserOf = async (cookie) => (cookie?.split('; ').includes(SESSION_COOKIE) ? { userId: 'u 1' } : null);
const user = { userId: 'u 1' };

/** A built shell and a built social remote; the other remotes are not built. */
function builtFrontends(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'outings-page-preloads-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'social', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Outings</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'app-page-preloads.json'), JSON.stringify(SHELL_PRELOADS));
  writeFileSync(path.join(root, 'social', 'dist', 'mf-manifest.json'), JSON.stringify(remoteManifest('page.eeeeeeee')));
  writeFileSync(path.join(root, 'social', 'dist', 'page-calls.json'), JSON.stringify({ calls: ['/user/{userID}/feed-outings', '/data/globals'] }));
  return root;
}

const links = (header: { link: string } | undefined) => (header?.link ?? '').split(', ');

describe('linkHeader', () => {
  it('writes one preload per file, with the fetch mode a call needs', () => {
    expect(
      linkHeader([
        { href: '/static/js/1.js', as: 'script', fetchpriority: 'low' },
        { href: '/app-config.json', as: 'fetch', crossorigin: 'anonymous' },
        { href: '/auth/check', as: 'fetch', crossorigin: 'use-credentials' },
      ]),
    ).toBe(
      '</static/js/1.js>; rel=preload; as=script; fetchpriority=low, </app-config.json>; rel=preload; as=fetch; crossorigin, </auth/check>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it('leaves out an address that cannot stand in the header', () => {
    expect(linkHeader([{ href: 'https://cdn.example/a>b.js', as: 'script' }, { href: '/ok.js', as: 'script' }])).toBe('</ok.js>; rel=preload; as=script');
  });
});

describe('pagePreloads', () => {
  afterEach(() => jest.useRealTimers());

  it('names for an app page the shell’s signed-in files, the first calls, the remote’s entry and its page’s files, in that order', () => {
    const preloadsOf = pagePreloads(builtFrontends(), remoteUrlsFromEnv({}));
    expect(links(preloadsOf('/social', null))).toEqual([
      '</static/css/456.aaaaaaaa.chunk.css>; rel=preload; as=style',
      // Without a session the page asks no session check: it goes to /login.
      '</app-config.json>; rel=preload; as=fetch; crossorigin',
      '</static/js/154.bbbbbbbb.chunk.js>; rel=preload; as=script; fetchpriority=low',
      '</static/js/970.cccccccc.chunk.js>; rel=preload; as=script; fetchpriority=low',
      '</remotes/social/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
      '</remotes/social/static/js/page.eeeeeeee.chunk.js>; rel=preload; as=script; fetchpriority=low',
      '</remotes/social/static/css/page.eeeeeeee.chunk.css>; rel=preload; as=style',
    ]);
  });

  it('adds, for a signed-in user, the session check and the calls the remote’s page makes first, with the user’s id', () => {
    const preloadsOf = pagePreloads(builtFrontends(), remoteUrlsFromEnv({}));
    const signedIn = preloadsOf('/social', user);
    expect(signedIn?.personal).toBe(true);
    expect(links(signedIn)[2]).toBe('</auth/check>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(links(signedIn).slice(-2)).toEqual([
      '</user/u%201/feed-outings>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</data/globals>; rel=preload; as=fetch; crossorigin=use-credentials',
    ]);
    // Without a session the calls would be refused: the page goes to /login instead.
    const signedOut = preloadsOf('/social', null);
    expect(signedOut?.personal).toBe(false);
    expect(signedOut?.link).not.toContain('/auth/check');
    expect(signedOut?.link).not.toContain('/feed-outings');
    expect(signedOut?.link).not.toContain('/data/globals');
  });

  it('ignores a page-calls file naming anything but paths on this origin', () => {
    const dir = builtFrontends();
    writeFileSync(path.join(dir, 'social', 'dist', 'page-calls.json'), JSON.stringify({ calls: ['//evil.example/x', '/data/globals'] }));
    const header = pagePreloads(dir, remoteUrlsFromEnv({}))('/social', user);
    expect(header?.link).not.toContain('evil');
    expect(header?.link).not.toContain('/data/globals');
  });

  it('has nothing for a page that is not an app page', () => {
    const preloadsOf = pagePreloads(builtFrontends(), remoteUrlsFromEnv({}));
    for (const other of ['/login', '/', '/create-account', '/social/x', '/remotes/social/remoteEntry.js']) {
      expect(preloadsOf(other, user)).toBeUndefined();
    }
  });

  it('names only the entry of a remote served elsewhere, or not built, or with an unreadable manifest', () => {
    const dir = builtFrontends();
    mkdirSync(path.join(dir, 'chat', 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'chat', 'dist', 'mf-manifest.json'), '{ "exposes": "not a list" }');
    const preloadsOf = pagePreloads(dir, remoteUrlsFromEnv({ REMOTE_SOCIAL_URL: 'https://social.example/remoteEntry.js' }));
    // The remote served elsewhere: neither its files nor its calls are known here.
    expect(links(preloadsOf('/social', user)).slice(-1)).toEqual(['<https://social.example/remoteEntry.js>; rel=preload; as=script; fetchpriority=low']);
    expect(links(preloadsOf('/profile', user)).slice(-1)).toEqual(['</remotes/profile/remoteEntry.js>; rel=preload; as=script; fetchpriority=low']);
    expect(links(preloadsOf('/chat', user)).slice(-1)).toEqual(['</remotes/chat/remoteEntry.js>; rel=preload; as=script; fetchpriority=low']);
  });

  it('still preloads the calls and the entry before the shell is built', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outings-page-preloads-'));
    expect(links(pagePreloads(dir, remoteUrlsFromEnv({}))('/outing', user))).toEqual([
      '</app-config.json>; rel=preload; as=fetch; crossorigin',
      '</auth/check>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</remotes/outing/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
    ]);
  });

  it('picks up a new build without a restart, within a second', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const dir = builtFrontends();
    const preloadsOf = pagePreloads(dir, remoteUrlsFromEnv({}));
    const socialLink = () => preloadsOf('/social', null)?.link;
    expect(socialLink()).toContain('page.eeeeeeee');
    const manifest = path.join(dir, 'social', 'dist', 'mf-manifest.json');
    writeFileSync(manifest, JSON.stringify(remoteManifest('page.ffffffff')));
    const later = new Date(Date.now() + 5_000);
    utimesSync(manifest, later, later);
    // The file times were looked at just now: the header stays as it was for a second.
    expect(socialLink()).toContain('page.eeeeeeee');
    jest.advanceTimersByTime(1_000);
    expect(socialLink()).toContain('page.ffffffff');
    expect(socialLink()).not.toContain('page.eeeeeeee');
  });
});

describe('an app page’s HTML', () => {
  const dir = builtFrontends();
  const app = express().use(spaFallback(dir, pagePreloads(dir, remoteUrlsFromEnv({})), { userOf: sessionUserOf, secureCookie: false }));

  it('goes out with its preload header; other pages and API-shared paths without', async () => {
    const social = await request(app).get('/social').set('Accept', 'text/html');
    expect(social.status).toBe(200);
    expect(social.headers.link).toContain('</remotes/social/remoteEntry.js>; rel=preload; as=script');
    expect(social.headers['cache-control']).toBe('no-cache');
    const login = await request(app).get('/login').set('Accept', 'text/html');
    expect(login.status).toBe(200);
    expect(login.headers.link).toBeUndefined();
  });

  it('names the signed-in user’s calls only in an answer no shared cache keeps', async () => {
    const social = await request(app).get('/social').set('Accept', 'text/html').set('Cookie', SESSION_COOKIE);
    expect(social.status).toBe(200);
    expect(social.headers.link).toContain('</user/u%201/feed-outings>');
    expect(social.headers['cache-control']).toBe('private, no-cache');
  });

  it('still goes out, without the user’s calls, when the session store cannot answer', async () => {
    const failing = express().use(spaFallback(dir, pagePreloads(dir, remoteUrlsFromEnv({})), { userOf: () => Promise.reject(new Error('redis is away')), secureCookie: false }));
    const social = await request(failing).get('/social').set('Accept', 'text/html').set('Cookie', `${SESSION_COOKIE}; outings.signed-in=1`);
    expect(social.status).toBe(200);
    expect(social.headers.link).toContain('</remotes/social/remoteEntry.js>');
    expect(social.headers.link).not.toContain('/feed-outings');
    // Whether the session still is cannot be told: the hint stays as it is.
    expect(social.headers['set-cookie']).toBeUndefined();
  });
});

describe('the signed-in hint on a page’s answer', () => {
  const dir = builtFrontends();
  const app = express().use(spaFallback(dir, pagePreloads(dir, remoteUrlsFromEnv({})), { userOf: sessionUserOf, secureCookie: true }));
  const page = (cookie: string) => request(app).get('/login').set('Accept', 'text/html').set('Cookie', cookie);

  it('comes back for a session whose hint expired, readable by the page, for this browser alone', async () => {
    const answer = await page(SESSION_COOKIE);
    const [hint] = answer.headers['set-cookie'] as unknown as string[];
    expect(hint).toMatch(/^outings\.signed-in=1; Max-Age=2592000; Path=\/; Expires=[^;]+; Secure; SameSite=Lax$/);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });

  it('goes for a session that ended (expired, or a password reset elsewhere)', async () => {
    const answer = await page('outings.sid=s%3Aended; outings.signed-in=1');
    expect(answer.headers['set-cookie']).toEqual([expect.stringMatching(/^outings\.signed-in=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax$/)]);
  });

  it('is left alone where it agrees with the session', async () => {
    expect((await page(`${SESSION_COOKIE}; outings.signed-in=1`)).headers['set-cookie']).toBeUndefined();
    expect((await page('')).headers['set-cookie']).toBeUndefined();
  });
});
