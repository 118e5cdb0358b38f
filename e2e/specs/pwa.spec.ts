// Installable (spec §4 "Service worker"): a web manifest with name, icons
// of 192 and 512 px, start_url and standalone display; a service worker at
// /service-worker.js, never cached by HTTP, that takes control, answers the user-update
// check and starts the shell offline.
import { z } from 'zod';
import { SAMPLE_ACCOUNT } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { deliverPushUntil } from '../support/push-device';
import { expectAppPage, expectLoginScreen, logIn, pageContent } from '../support/screens';

test.use({ serviceWorkers: 'allow' });

const manifestSchema = z.object({
  name: z.string().min(1),
  short_name: z.string().min(1).optional(),
  start_url: z.string().min(1),
  display: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string().optional(), purpose: z.string().optional() })),
});

test('the web manifest names the app, its icons, start_url and standalone display', async ({ page, request, appOrigin }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href ?? '', appOrigin).toString());
  expect(response.ok()).toBe(true);
  const manifest = manifestSchema.parse(await response.json());

  expect(manifest.display).toBe('standalone');
  expect(new URL(manifest.start_url, appOrigin).origin).toBe(appOrigin);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((candidate) => candidate.sizes.split(' ').includes(size) && (candidate.purpose ?? 'any').includes('any'));
    expect(icon, `an icon of ${size}`).toBeDefined();
    const image = await request.get(new URL(icon?.src ?? '', appOrigin).toString());
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('/service-worker.js is served as JavaScript and revalidated on every load', async ({ request }) => {
  const response = await request.get('/service-worker.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toMatch(/no-cache|no-store|max-age=0/);
});

test('the service worker takes control, answers the user-update check and starts the shell offline', async ({ page, context, consoleGuard }) => {
  await page.goto('/login');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/service-worker\.js$/);

  const reply = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type: 'user-update-check' }, [channel.port2]);
      }),
  );
  expect(reply).toEqual({ update: false });

  await test.step('offline, the shell still starts', async () => {
    // The session check cannot reach the server, and the app logs that it failed.
    consoleGuard.expectConsoleError(/\/auth\/check/);
    await context.setOffline(true);
    await page.reload();
    await expect(pageContent(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

test('after a reload under the service worker the app still signs in', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expectLoginScreen(page);
  await logIn(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  await expectAppPage(page, 'Profile');
});

test('after a push the page refreshes the user at its next update check', async ({ page, context, appOrigin }) => {
  await page.goto('/login');
  await logIn(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  await expectAppPage(page, 'Profile');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Signed in, the page asks the worker every 2 seconds; only an update makes it check the session.
  const sessionCheckWithin = (ms: number) =>
    page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/check', { timeout: ms }).then(
      () => true,
      () => false,
    );
  await deliverPushUntil(context, page, appOrigin, '', sessionCheckWithin);
});
