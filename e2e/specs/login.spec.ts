// The login screen (spec §2 "Login screen", §5 "Login", §8 "Login 401").
import { SAMPLE_ACCOUNT } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';
import { expectNoSeriousA11yViolations } from '../support/page-checks';
import {
  acknowledgePopup,
  expectAppPage,
  expectLoginScreen,
  fillLogin,
  logIn,
  pageContent,
} from '../support/screens';
import { recordSessionChecks } from '../support/page-calls';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

test('shows the fields, the buttons, the tagline and the logo without navigation', async ({ page }) => {
  const content = pageContent(page);
  await expect(content.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(content.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  for (const button of ['Login', 'Create Profile', 'Forgot Password', 'Sample Login']) {
    await expect(content.getByRole('button', { name: button, exact: true })).toBeEnabled();
  }
  await expect(content.getByText(/social platform for making new connections and getting out of the house/i)).toBeVisible();
  await expect(page.getByRole('link', { name: /outings/i })).toBeVisible();
  await expectLoginScreen(page);
  await expectNoSeriousA11yViolations(page, 'the login screen');
});

for (const width of [320, 375, 1280]) {
  test(`keeps 'Forgot Password' and 'Sample Login' each on one line, side by side where they fit, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const boxes = await Promise.all(['Forgot Password', 'Sample Login'].map(async (name) => (await pageContent(page).getByRole('button', { name, exact: true }).boundingBox())!));
    // One line of text: the buttons keep their single-line height (44 px, the touch target).
    for (const box of boxes) expect(box.height).toBeLessThan(50);
    if (width >= 375) expect(boxes[0]!.y).toBe(boxes[1]!.y);
  });
}

test('shows one of five decorative images, picked at random', async ({ page }) => {
  const seen = new Set<string>();
  // Five images: 20 visits all showing the same one would happen once in ~10^13 runs.
  for (let visit = 0; visit < 20 && seen.size < 2; visit += 1) {
    if (visit > 0) await page.reload();
    const image = pageContent(page).locator('img');
    await expect(image).toHaveCount(1);
    // Decorative: hidden from screen readers by its empty text alternative.
    await expect(image).toHaveAttribute('alt', '');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    seen.add((await image.getAttribute('src')) ?? '');
  }
  expect(seen.size).toBeGreaterThan(1);
  expect(seen.size).toBeLessThanOrEqual(5);
});

test('needs both fields before it calls the server', async ({ page }) => {
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/login') loginCalls.push(request.url());
  });
  const content = pageContent(page);
  const login = content.getByRole('button', { name: 'Login', exact: true });

  await login.click();
  await expect(content.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(content.getByRole('alert')).toBeVisible();

  await content.getByLabel('Email', { exact: true }).fill(SAMPLE_ACCOUNT.email);
  await login.click();
  await expect(content.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(content.getByLabel('Password', { exact: true })).toBeFocused();
  expect(loginCalls).toEqual([]);
});

test("shows 'Loggin In' while working, then 'Incorrect Username or Password' on a 401", async ({ page, consoleGuard }) => {
  consoleGuard.expectFailedResponse('/auth/login', 401);
  const held = await holdRequests(page, '**/auth/login');
  await fillLogin(page, SAMPLE_ACCOUNT.email, 'not-the-password-1');
  await pageContent(page).getByRole('button', { name: 'Login', exact: true }).click();

  await expect(pageContent(page).getByRole('button', { name: 'Loggin In', exact: true })).toBeDisabled();
  held.release();
  await acknowledgePopup(page, 'Incorrect Username or Password', 'Try again.');
  await expect(pageContent(page).getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expectLoginScreen(page);
});

test('lowercases the username before sending it', async ({ page }) => {
  const loginRequest = page.waitForRequest('**/auth/login');
  await logIn(page, SAMPLE_ACCOUNT.email.toUpperCase(), SAMPLE_ACCOUNT.password);
  expect((await loginRequest).postDataJSON()).toMatchObject({ username: SAMPLE_ACCOUNT.email });
  await expectAppPage(page, 'Profile');
});

test('Sample Login fills the demo account and submits it', async ({ page }) => {
  const loginRequest = page.waitForRequest('**/auth/login');
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  expect((await loginRequest).postDataJSON()).toEqual({ username: SAMPLE_ACCOUNT.email, password: SAMPLE_ACCOUNT.password });
  await expectAppPage(page, 'Profile');
});

test('a signed-in visitor of /login goes on to /profile', async ({ page }) => {
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  await expectAppPage(page, 'Profile');
  await page.goto('/login');
  await expectAppPage(page, 'Profile');
});

test('a first visit asks no session check: the browser holds no signed-in hint', async ({ page, context }) => {
  await context.clearCookies();
  const sessionChecks = recordSessionChecks(page);
  for (const path of ['/profile', '/social', '/login']) {
    await page.goto(path);
    await expectLoginScreen(page);
  }
  expect(sessionChecks).toEqual([]);
});

test('a session that ended while the browser was away loses its hint with the next page, which asks nothing', async ({ page, context, appOrigin }) => {
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  await expectAppPage(page, 'Profile');
  // Away: the page is left (its photos may still be loading, and would be refused once the
  // session is gone). Meanwhile the session ended (expired, or elsewhere); the hint stays.
  await page.goto('about:blank');
  await context.clearCookies({ name: 'outings.sid' });
  expect((await context.cookies(appOrigin)).map((cookie) => cookie.name)).toContain('outings.signed-in');
  const sessionChecks = recordSessionChecks(page);
  await page.goto('/social');
  await expectLoginScreen(page);
  expect(sessionChecks).toEqual([]);
  expect((await context.cookies(appOrigin)).map((cookie) => cookie.name)).not.toContain('outings.signed-in');
});
