// A new user's whole first visit: sign up, the real mail, verify, log
// in, see and edit the profile, log out; then the session is gone and logging in again
// returns to the page the user wanted.
import { newAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';
import {
  createAccountModal,
  editProfileModal,
  expectAppPage,
  expectLoginScreen,
  expectPictureLoaded,
  fillAccountForm,
  logIn,
  mainNavigation,
  openCreateAccountModal,
  pageContent,
  profileHeader,
  uploadProfilePhoto,
} from '../support/screens';
import { recordSessionChecks } from '../support/page-calls';

test('sign up → mail → verify → log in → edit profile → log out', async ({ page, mailbox, consoleGuard }) => {
  const account = newAccount('journey');
  const fullName = `${account.firstName} ${account.lastName}`;
  const header = profileHeader(page, fullName);
  let firstPicture: string | null = null;

  await test.step('sign up in the create-account modal', async () => {
    await page.goto('/login');
    const modal = await openCreateAccountModal(page);
    await fillAccountForm(page, modal, account);
    await modal.getByRole('button', { name: 'Create Profile', exact: true }).click();
    await expect(modal.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await expect(modal).toContainText(account.email);
  });

  await test.step('an unverified account cannot log in yet', async () => {
    // docs/architecture.md: refused with 406 and a popup saying why.
    consoleGuard.expectFailedResponse('/auth/login', 406);
    await createAccountModal(page).getByRole('button', { name: 'Close' }).click();
    await logIn(page, account.email, account.password);
    const notVerified = page.getByRole('alertdialog', { name: 'Email Not Verified' });
    await expect(notVerified).toBeVisible();
    // The link can be sent again from there: the login keeps working with the newest one.
    await notVerified.getByRole('button', { name: 'Resend Verification Email', exact: true }).click();
    await expect(notVerified.getByRole('button', { name: 'Email Sent!', exact: true })).toBeDisabled();
    await notVerified.getByRole('button', { name: 'OK', exact: true }).click();
    await expectLoginScreen(page);
  });

  await test.step('open the verification link of the real mail', async () => {
    // The second mail: the one sent again from the login's popup.
    const link = await mailbox.waitForLink(account.email, 'verification', { nth: 2 });
    await page.goto(link);
    await expect(page).toHaveURL('/email-verified');
    await expect(page.getByRole('heading', { name: 'Email Address Verified' })).toBeVisible();
    await pageContent(page).getByRole('button', { name: 'Go to Login', exact: true }).click();
    await expectLoginScreen(page);
  });

  await test.step('log in and see the new profile', async () => {
    await logIn(page, account.email, account.password);
    await expectAppPage(page, 'Profile');
    await expect(header.getByRole('heading', { name: fullName })).toBeVisible();
    await expect(header).toContainText(account.tagline);
    await expect(header).toContainText(account.location);
    await expectPictureLoaded(header.locator('img'));
    firstPicture = await header.locator('img').getAttribute('src');

    await mainNavigation(page).getByRole('button', { name: /^Alerts/ }).click();
    const alerts = page.getByRole('dialog', { name: 'Alerts' });
    await expect(alerts).toContainText('Nothing Here!');
    await expect(alerts).toContainText('Your alerts will show up here');
    await alerts.getByRole('button', { name: 'Close' }).click();
    await expect(alerts).toBeHidden();
  });

  const newTagline = 'Board games and long bike rides';
  await test.step('edit the profile: Save only after a change, then Saving', async () => {
    await header.getByRole('button', { name: 'Edit Profile' }).click();
    const modal = editProfileModal(page);
    await expect(modal).toBeVisible();
    const save = modal.getByRole('button', { name: 'Save', exact: true });
    const tagline = modal.getByLabel('Tagline', { exact: true });
    const status = modal.getByLabel('Status', { exact: true });

    await expect(tagline).toHaveValue(account.tagline);
    await expect(save).toBeDisabled();
    await tagline.fill(newTagline);
    await expect(save).toBeEnabled();
    await tagline.fill(account.tagline);
    await expect(save).toBeDisabled();

    await expect(status.getByRole('option', { disabled: false })).toHaveText(['Ready', 'Busy']);
    await tagline.fill(newTagline);
    await status.selectOption('Busy');
    // A closer crop of the picture: a new picture for the server to store.
    await uploadProfilePhoto(page, modal, 3);
    const held = await holdRequests(page, '**/profile-data');
    await save.click();
    await expect(modal.getByRole('button', { name: 'Saving', exact: true })).toBeDisabled();
    held.release();
    await expect(modal).toBeHidden();
    await expect(header).toContainText(newTagline);
    await expect(header).toContainText('Busy');
  });

  await test.step('the change is kept by the server', async () => {
    await page.reload();
    await expectAppPage(page, 'Profile');
    await expect(header).toContainText(newTagline);
    await expect(header).toContainText('Busy');
    await expectPictureLoaded(header.locator('img'));
    expect(await header.locator('img').getAttribute('src')).not.toBe(firstPicture);
  });

  await test.step('log out: back to /login, the session is gone', async () => {
    await header.getByRole('button', { name: 'Edit Profile' }).click();
    await editProfileModal(page).getByRole('button', { name: 'Logout', exact: true }).click();
    await expectLoginScreen(page);
    const check = await page.request.get('/auth/check');
    expect(check.status()).toBe(401);

    // Signed out, the browser knows it (no signed-in hint): a page asks nothing bound to be refused.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('outings.signed-in');
    const sessionChecks = recordSessionChecks(page);
    await page.goto('/profile');
    await expectLoginScreen(page);
    expect(sessionChecks).toEqual([]);
  });

  await test.step('logging in again returns to the page the user wanted', async () => {
    await page.goto('/chat');
    await expectLoginScreen(page);
    await logIn(page, account.email, account.password);
    await expectAppPage(page, 'Chats');
  });
});
