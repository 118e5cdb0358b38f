// Every page and overlay, at the project's width (1280 px and 375 px): no sideways
// scrolling and no serious or critical accessibility violation.
import { SAMPLE_ACCOUNT } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { expectUsablePage } from '../support/page-checks';
import {
  APP_NAVIGATION_ITEMS,
  acknowledgePopup,
  editProfileModal,
  expectAppPage,
  logIn,
  mainNavigation,
  openCreateAccountModal,
  pageContent,
} from '../support/screens';
import { gradientPngFile } from '../support/test-image';

test('signed-out pages', async ({ page }) => {
  const pages: readonly [string, string][] = [
    ['/login', 'Login'],
    ['/send-reset-password-link', 'Send Link'],
    ['/reset-password-link-sent', 'Back to Login'],
    ['/reset-password/someone?token=not-a-real-token', 'Reset Password'],
    ['/password-reset-success', 'Go to Login'],
    ['/email-verified', 'Go to Login'],
  ];
  for (const [path, button] of pages) {
    await page.goto(path);
    await expect(pageContent(page).getByRole('button', { name: button, exact: true })).toBeVisible();
    await expectUsablePage(page, path);
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'An Error Occured!' })).toBeVisible();
  await expectUsablePage(page, 'the route error screen');
});

test('the login popup, the create-account modal and the photo popup', async ({ page, consoleGuard }) => {
  consoleGuard.expectFailedResponse('/auth/login', 401);
  await page.goto('/login');
  await logIn(page, SAMPLE_ACCOUNT.email, 'wrong-password-1');
  await expect(page.getByRole('alertdialog', { name: 'Incorrect Username or Password' })).toBeVisible();
  await expectUsablePage(page, 'the 401 popup');
  await acknowledgePopup(page, 'Incorrect Username or Password', 'Try again.');

  const modal = await openCreateAccountModal(page);
  await expectUsablePage(page, 'the create-account modal');
  await modal.getByRole('button', { name: 'Create Profile', exact: true }).click();
  await expect(modal.getByRole('alert')).toBeVisible();
  await expectUsablePage(page, 'the create-account modal with a rule bubble');
  await modal.getByRole('combobox', { name: 'City' }).fill('Sa');
  await expect(modal.getByRole('option').first()).toBeVisible();
  await expectUsablePage(page, 'the city suggestions');

  await modal.locator('input[type="file"]').setInputFiles(gradientPngFile());
  const cropper = page.getByRole('dialog', { name: 'Upload Profile Photo' });
  await expect(cropper.getByRole('button', { name: 'Use Photo', exact: true })).toBeEnabled();
  await expectUsablePage(page, 'the upload-profile-photo popup');
});

test('signed-in pages, the navigation and the edit-profile and alerts modals', async ({ page }) => {
  // A walk through every signed-in page and two modals, each checked for overflow: about a
  // minute embedded, longer with every service its own process on a loaded machine.
  test.slow();
  await page.goto('/login');
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  await expectAppPage(page, 'Profile');

  // Every navigation item is on screen, not scrolled away, at this width.
  const navigation = mainNavigation(page);
  for (const item of APP_NAVIGATION_ITEMS) {
    await expect(navigation.getByRole(item === 'Alerts' ? 'button' : 'link', { name: new RegExp(`^${item}`) })).toBeInViewport();
  }

  for (const tab of ['Photos', 'Outings', 'Friends']) {
    await pageContent(page).getByRole('tab', { name: tab }).click();
    await expectUsablePage(page, `/profile, ${tab} tab`);
  }

  await pageContent(page).getByRole('button', { name: 'Edit Profile' }).click();
  await expect(editProfileModal(page)).toBeVisible();
  await expectUsablePage(page, 'the edit-profile modal');
  await page.keyboard.press('Escape');
  await expect(editProfileModal(page)).toBeHidden();

  await navigation.getByRole('button', { name: /^Alerts/ }).click();
  await expect(page.getByRole('dialog', { name: 'Alerts' })).toBeVisible();
  await expectUsablePage(page, 'the alerts modal');
  await page.keyboard.press('Escape');

  for (const item of ['Outing', 'Social', 'Chats'] as const) {
    await navigation.getByRole('link', { name: item }).click();
    await expectAppPage(page, item);
    await expect(pageContent(page).getByRole('status')).toHaveCount(0);
    await expectUsablePage(page, `the ${item} page`);
  }
});
