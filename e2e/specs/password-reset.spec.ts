// Password reset (spec §2 routes, §4 "Password reset", §5 "Password reset"): the link is
// mailed, works once, and only the new password opens the account afterwards; a browser
// signed in before the reset is signed out by it at once.
import type { Page } from '@playwright/test';
import { RESET_PASSWORD, createVerifiedAccount, newAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';
import { expectNoSeriousA11yViolations } from '../support/page-checks';
import { acknowledgePopup, expectAppPage, expectLoginScreen, logIn, pageContent } from '../support/screens';
import { signIn } from '../support/two-people';

/** The spec's paths of the two pages (the short spellings redirect to them). */
const SEND_LINK_PATH = '/send-reset-password-link';
const LINK_SENT_PATH = '/reset-password-link-sent';

async function requestResetLink(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await pageContent(page).getByRole('button', { name: 'Forgot Password', exact: true }).click();
  await expect(page).toHaveURL(SEND_LINK_PATH);
  const content = pageContent(page);
  const sendLink = content.getByRole('button', { name: 'Send Link', exact: true });
  await expect(sendLink).toBeDisabled();
  await content.getByRole('textbox').fill(email);
  await expect(sendLink).toBeEnabled();
  await content.getByRole('textbox').fill('');
  await expect(sendLink).toBeDisabled();
  await content.getByRole('textbox').fill(email);

  const held = await holdRequests(page, '**/auth/send-reset-link');
  await sendLink.click();
  await expect(content.getByRole('button', { name: 'Sending Link..', exact: true })).toBeDisabled();
  held.release();
  await expect(page).toHaveURL(LINK_SENT_PATH);
  await expect(content.getByRole('button', { name: 'Back to Login', exact: true })).toBeVisible();
}

async function choosePassword(page: Page, password: string): Promise<void> {
  const content = pageContent(page);
  const reset = content.getByRole('button', { name: 'Reset Password', exact: true });
  const [newPassword, confirmation] = [content.locator('input[type="password"]').nth(0), content.locator('input[type="password"]').nth(1)];
  await expect(reset).toBeDisabled();
  await newPassword.fill(password);
  await expect(reset).toBeDisabled();
  await confirmation.fill(`${password}x`);
  await expect(reset).toBeDisabled();
  await confirmation.fill(password);
  await expect(reset).toBeEnabled();
  await reset.click();
}

test('Forgot Password → link mailed → new password → login; the old one and the used link fail', async ({ page, request, mailbox, appOrigin, consoleGuard, otherBrowser }) => {
  const account = newAccount('reset');
  await createVerifiedAccount(request, mailbox, appOrigin, account);
  // Signed in elsewhere with the old password (a stolen one, say) before the reset.
  const elsewhere = await otherBrowser('the other browser');
  await signIn(elsewhere.page, account);
  const newPassword = RESET_PASSWORD;
  await requestResetLink(page, account.email);
  const link = await mailbox.waitForLink(account.email, 'password-reset');
  expect(new URL(link).pathname).toMatch(/^\/reset-password\/[^/]+$/);

  await test.step("the reset page: 'Reset Password' only for two equal passwords, then 'Resetting...'", async () => {
    await page.goto(link);
    const held = await holdRequests(page, '**/auth/reset-password');
    await choosePassword(page, newPassword);
    await expect(pageContent(page).getByRole('button', { name: 'Resetting...', exact: true })).toBeDisabled();
    held.release();
    await expect(page).toHaveURL('/password-reset-success');
    await pageContent(page).getByRole('button', { name: 'Go to Login', exact: true }).click();
    await expectLoginScreen(page);
  });

  await test.step('the browser signed in before the reset is signed out, without a reload', async () => {
    // Its page still holds the signed-in hint: it asks the session once, is refused, and drops the hint.
    elsewhere.guard.expectFailedResponse('/auth/check', 401);
    expect((await elsewhere.page.request.get('/auth/check')).status()).toBe(401);
    // The gateway closed its socket; the page asked who is signed in and went to login.
    await expectLoginScreen(elsewhere.page);
    await elsewhere.page.reload();
    await expectLoginScreen(elsewhere.page);
  });

  await test.step('the old password is refused', async () => {
    consoleGuard.expectFailedResponse('/auth/login', 401);
    await logIn(page, account.email, account.password);
    await acknowledgePopup(page, 'Incorrect Username or Password', 'Try again.');
  });

  await test.step('the link works only once', async () => {
    // docs/architecture.md: a used or expired reset link is refused with 406 and a popup.
    consoleGuard.expectFailedResponse('/auth/reset-password', 406);
    await page.goto(link);
    await choosePassword(page, 'Second-try8');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(page).not.toHaveURL('/password-reset-success');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK', exact: true }).click();
  });

  await test.step('the new password opens the account', async () => {
    await page.goto('/login');
    await logIn(page, account.email, newPassword);
    await expectAppPage(page, 'Profile');
  });
});

test('an unknown e-mail gets the same link-sent page', async ({ page }) => {
  await requestResetLink(page, `nobody-${Date.now()}@example.com`);
  await pageContent(page).getByRole('button', { name: 'Back to Login', exact: true }).click();
  await expectLoginScreen(page);
});

test("the send-link page's Back returns to login; the spec's paths are the pages', the short ones lead there", async ({ page }) => {
  for (const [path, button, served] of [
    ['/reset-link-sent', 'Back to Login', '/reset-password-link-sent'],
    ['/send-reset-link', 'Send Link', '/send-reset-password-link'],
    ['/send-reset-password-link', 'Send Link', '/send-reset-password-link'],
  ] as const) {
    await page.goto(path);
    await expect(pageContent(page).getByRole('button', { name: button, exact: true })).toBeVisible();
    await expect(page).toHaveURL(served);
  }
  await expect(pageContent(page).getByRole('button', { name: 'Send Link', exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the send-link page');
  await pageContent(page).getByRole('button', { name: 'Back', exact: true }).click();
  await expectLoginScreen(page);
});

test('the reset-password-link-sent and password-reset-success pages lead back to login', async ({ page }) => {
  for (const [path, button] of [
    ['/reset-password-link-sent', 'Back to Login'],
    ['/password-reset-success', 'Go to Login'],
  ] as const) {
    await page.goto(path);
    await pageContent(page).getByRole('button', { name: button, exact: true }).click();
    await expectLoginScreen(page);
  }
});

test('a reset with two different passwords says they differ', async ({ page }) => {
  await page.goto('/reset-password/someone?token=not-a-real-token');
  await pageContent(page).getByLabel('New Password', { exact: true }).fill('Another-secret1');
  await pageContent(page).getByLabel('Confirm Password', { exact: true }).fill('Another-secret2');
  await expect(pageContent(page).getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('The passwords do not match.');
  await expect(pageContent(page).getByRole('button', { name: 'Reset Password', exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the reset page with different passwords');
});
