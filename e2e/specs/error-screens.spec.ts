// The root error screen (spec §2, §8 "Route error"): unknown paths, and a remote front end
// that cannot be loaded, show 'An Error Occured!' with the message instead of a blank page.
import { SAMPLE_ACCOUNT } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/page-checks';
import { expectAppPage, logIn, mainNavigation, pageContent } from '../support/screens';

test("an unknown path shows 'An Error Occured!' with the message", async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  const heading = page.getByRole('heading', { name: 'An Error Occured!', exact: true });
  await expect(heading).toBeVisible();
  await expect(pageContent(page)).toContainText('/no-such-page');
  await expectNoSeriousA11yViolations(page, 'the route error screen');
});

test('a remote front end that fails to load shows the route error screen; the rest of the app still works', async ({ page, consoleGuard }) => {
  // The failed download, and the app's log of the screen it could not load.
  consoleGuard.expectConsoleError(/ERR_FAILED \(\S+\/remotes\/profile\/remoteEntry\.js\)|RemoteLoadError: The profile screen could not be loaded/);
  await page.route('**/remotes/profile/remoteEntry.js', (route) => route.abort());
  await page.goto('/login');
  await logIn(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);

  await expect(page).toHaveURL('/profile');
  await expect(pageContent(page).getByRole('heading', { name: 'An Error Occured!', exact: true })).toBeVisible();
  await expect(pageContent(page)).toContainText(/could not be loaded/i);

  await mainNavigation(page).getByRole('link', { name: 'Outing' }).click();
  await expectAppPage(page, 'Outing');
  await expect(pageContent(page).getByRole('heading', { name: 'An Error Occured!' })).toHaveCount(0);
});
