// An app page's HTML names, in its `Link` header, what the page will load after its
// scripts have run (gateway/src/static/page-preloads.ts): the app
// configuration, the session check, the shell's signed-in scripts, the page's remote and
// the calls the page makes first for the signed-in user (its remote's `pageCalls`).
// Each must be what the page then asks for, reused, never loaded twice and never left
// unused (Chromium warns of a preload not used within a few seconds of the load event).
import type { Request } from '@playwright/test';
import { SAMPLE_ACCOUNT } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { expectAppPage, logIn, type AppPage } from '../support/screens';

const APP_PAGES: readonly { path: string; name: AppPage; calls: (userId: string) => string[] }[] = [
  { path: '/outing', name: 'Outing', calls: (userId) => ['/activity/get-all', '/data/globals', `/user/${userId}/matches`] },
  { path: '/profile', name: 'Profile', calls: (userId) => [`/user/stripped-user/${userId}/photos`] },
  { path: '/social', name: 'Social', calls: (userId) => [`/user/${userId}/feed-outings`] },
  { path: '/chat', name: 'Chats', calls: () => [] },
];
// Chromium warns of a preload still unused 3 s after the load event; a second more for its
// console message to reach the test.
const UNUSED_PRELOAD_WARNING_MS = 4_000;

function preloadedPaths(link: string | undefined, origin: string): string[] {
  return [...(link ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map((match) => new URL(match[1] ?? '', origin).pathname);
}

test('each app page preloads what it then loads, once, and only that', async ({ page, context, appOrigin, otherBrowser }) => {
  test.slow();
  await page.goto('/login');
  await logIn(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  await expectAppPage(page, 'Profile');
  const session = await context.cookies();
  const userId = await page.evaluate(async () => ((await (await fetch('/auth/check')).json()) as { user: { _id: string } }).user._id);

  for (const { path, name, calls } of APP_PAGES) {
    // A first visit, with nothing cached yet, as Lighthouse measures it.
    const visitor = await otherBrowser(`the visitor of ${path}`);
    await visitor.context.addCookies(session);
    const warnings: string[] = [];
    visitor.page.on('console', (message) => {
      if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
    });
    const requests: Request[] = [];
    visitor.page.on('request', (request) => requests.push(request));
    const response = await visitor.page.goto(path);
    await expectAppPage(visitor.page, name);
    await visitor.page.waitForLoadState('load');
    // Chromium's deadline for a preload runs from the page's load event, on the page's
    // clock: wait until the page itself is past it (a preload left unused has been warned
    // of by then), rather than for a fixed time from whenever this line runs.
    await expect
      .poll(() => visitor.page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd), {
        message: `${path}: Chromium's unused-preload deadline past`,
        timeout: UNUSED_PRELOAD_WARNING_MS * 3,
      })
      .toBeGreaterThan(UNUSED_PRELOAD_WARNING_MS);

    const preloaded = preloadedPaths(response?.headers().link, appOrigin);
    expect(preloaded, `${path}: the preload header`).toEqual(
      expect.arrayContaining(['/app-config.json', '/auth/check', `/remotes/${path.slice(1)}/remoteEntry.js`, ...calls(userId)]),
    );
    // A signed-in browser's header names its session check and calls: no shared cache keeps it.
    expect(response?.headers()['cache-control'], `${path}: kept by no shared cache`).toBe('private, no-cache');
    expect(preloaded.some((each) => each.startsWith(`/remotes/${path.slice(1)}/static/js/`)), `${path}: its page's chunk`).toBe(true);
    const asked = requests.map((request) => new URL(request.url()).pathname);
    for (const each of preloaded) {
      expect(asked.filter((one) => one === each), `${path}: requests of ${each}`).toHaveLength(1);
    }
    expect(warnings, `${path}: preloads left unused`).toEqual([]);
    await visitor.context.close();
  }
});
