// Protected pages (spec §2 "Routes"): a signed-out visitor is sent to /login, the wanted
// page is remembered, and after login the user goes there, or to /profile.
import { SAMPLE_ACCOUNT } from '../support/accounts';
import { test } from '../support/fixtures';
import { expectAppPage, expectLoginScreen, logIn } from '../support/screens';

test('every app page sends a signed-out visitor to /login', async ({ page }) => {
  for (const path of ['/outing', '/profile', '/social', '/chat']) {
    await page.goto(path);
    await expectLoginScreen(page);
  }
});

test('after login the visitor gets the page they wanted: /outing', async ({ page }) => {
  await page.goto('/outing');
  await expectLoginScreen(page);
  await logIn(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  await expectAppPage(page, 'Outing');
});

test('after login from / with no wanted page the user lands on /profile', async ({ page }) => {
  await page.goto('/');
  await logIn(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  await expectAppPage(page, 'Profile');
});

test('a wanted page that is not an app page leads to /profile', async ({ page }) => {
  // The last path is saved before the page unloads; /email-verified is not an app page.
  await page.goto('/email-verified');
  await page.goto('/login');
  await logIn(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  await expectAppPage(page, 'Profile');
});
