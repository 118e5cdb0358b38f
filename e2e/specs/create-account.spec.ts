// The create-account modal (spec §2 "Create-account modal", §5 "Account form" and
// "City autocomplete", §8 "Account creation 406").
import type { Locator, Page } from '@playwright/test';
import { newAccount, SAMPLE_ACCOUNT } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';
import { expectNoSeriousA11yViolations, waitForAnimationsToEnd } from '../support/page-checks';
import { acknowledgePopup, chooseCity, fillAccountForm, openCreateAccountModal } from '../support/screens';
import { gradientPngFile } from '../support/test-image';

const MESSAGES = {
  email: 'Please enter a valid email',
  password: 'Please enter a valid password',
  passwordCharacter: 'Password must contain one number or special carachter',
  location: 'Please enter a valid location',
  locationFromList: 'Please choose a city from the dropdown menu only',
  firstName: 'Please enter a First Name',
  tagline: 'Please enter a Tagline. Something short and fun, that anyone viewing your profile will see!',
  taglineLength: 'Tagline must be less than 50 characters',
  picture: 'Please upload a profile picture!',
  // Not in the spec: the server's limits (libs/contracts/src/account-limits.ts), which the form applies too.
  firstNameLength: 'First Name must be at most 50 characters',
};

let modal: Locator;

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  modal = await openCreateAccountModal(page);
});

const submitButton = () => modal.getByRole('button', { name: 'Create Profile', exact: true });

/** Submits and expects `message` as the one bubble, on `field`, which gets the focus. */
async function expectFirstFailingRule(field: Locator, message: string): Promise<void> {
  await submitButton().click();
  await expect(modal.getByRole('alert')).toHaveText(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
}

function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

test('has every field of the account form', async ({ page }) => {
  await expect(modal.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(modal.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(modal.getByRole('combobox', { name: 'City' })).toBeVisible();
  await expect(modal.getByLabel('First Name', { exact: true })).toBeVisible();
  await expect(modal.getByLabel('Last Name')).toBeVisible();
  await expect(modal.getByLabel('Tagline', { exact: true })).toBeVisible();
  await expect(modal.locator('input[type="file"]')).toHaveAttribute('accept', /image/);
  await expect(submitButton()).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'the create-account modal');
});

test('shows the first failing rule of §5, one at a time, on its field', async ({ page }) => {
  const createCalls = countCalls(page, '/user/create');
  const email = modal.getByLabel('Email', { exact: true });
  const password = modal.getByLabel('Password', { exact: true });
  const city = modal.getByRole('combobox', { name: 'City' });
  const firstName = modal.getByLabel('First Name', { exact: true });
  const tagline = modal.getByLabel('Tagline', { exact: true });

  await expectFirstFailingRule(email, MESSAGES.email);
  await email.fill('robin.example.com');
  await expectFirstFailingRule(email, MESSAGES.email);

  await email.fill('robin@example.com');
  await expectFirstFailingRule(password, MESSAGES.password);
  await password.fill('onlyletters');
  await expectFirstFailingRule(password, MESSAGES.passwordCharacter);
  await password.fill('onlyletters!');

  await expectFirstFailingRule(city, MESSAGES.location);
  await city.fill('Lisbon');
  await city.blur();
  await expectFirstFailingRule(city, MESSAGES.locationFromList);
  await chooseCity(modal, 'Lisbon', 'Lisbon, PT');

  // The last name is optional: with it empty the next rule is the first name's.
  await expectFirstFailingRule(firstName, MESSAGES.firstName);
  await firstName.fill('Robin');

  await expectFirstFailingRule(tagline, MESSAGES.tagline);
  await tagline.fill('x'.repeat(50));
  await expectFirstFailingRule(tagline, MESSAGES.taglineLength);
  await tagline.fill('y'.repeat(49));

  await expectFirstFailingRule(modal.locator('input[type="file"]'), MESSAGES.picture);
  expect(createCalls()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'the create-account modal with a rule bubble');
});

test('a password with only a digit or only a special character passes its rule', async () => {
  const email = modal.getByLabel('Email', { exact: true });
  const password = modal.getByLabel('Password', { exact: true });
  const city = modal.getByRole('combobox', { name: 'City' });
  await email.fill('robin@example.com');
  for (const accepted of ['abcdefg7', 'abcdefg&']) {
    await password.fill(accepted);
    await expectFirstFailingRule(city, MESSAGES.location);
  }
});

test('city suggestions start at two characters and fill name, country', async () => {
  const city = modal.getByRole('combobox', { name: 'City' });
  const options = modal.getByRole('option');

  await city.fill('L');
  await expect(options).toHaveCount(0);
  await expect(city).toHaveAttribute('aria-expanded', 'false');

  await city.fill('Li');
  await expect(options.first()).toBeVisible();
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  for (const name of await options.allTextContents()) expect(name.toLowerCase()).toMatch(/li/);

  // Case-insensitive, on the name before the comma.
  await city.fill('LISB');
  await expect(options).toHaveText(['Lisbon, PT']);
  await city.fill('lisbon, p');
  await expect(options).toHaveText(['Lisbon, PT']);

  await options.first().click();
  await expect(city).toHaveValue('Lisbon, PT');
  await expect(options).toHaveCount(0);

  // Keyboard: arrow down to the suggestion, Enter picks it.
  await city.fill('Toky');
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Tokyo, JP');
});

test('Escape closes the city suggestions, not the modal', async ({ page }) => {
  const city = modal.getByRole('combobox', { name: 'City' });
  await city.fill('Lisb');
  await expect(modal.getByRole('option', { name: 'Lisbon, PT' })).toBeVisible();
  await city.press('Escape');
  await expect(modal.getByRole('option')).toHaveCount(0);
  // Past the 300 ms a closing modal takes to slide out.
  await waitForAnimationsToEnd(page);
  await expect(modal).toBeVisible();
  await expect(city).toHaveValue('Lisb');
});

test('the upload-profile-photo popup crops round at aspect 1 with zoom 1 to 3', async ({ page }) => {
  await modal.locator('input[type="file"]').setInputFiles(gradientPngFile());
  const cropper = page.getByRole('dialog', { name: 'Upload Profile Photo' });
  await expect(cropper.getByRole('button', { name: 'Use Photo', exact: true })).toBeEnabled();

  const zoom = cropper.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toHaveAttribute('min', '1');
  await expect(zoom).toHaveAttribute('max', '3');
  await expect(zoom).toHaveValue('1');
  await zoom.fill('2');

  const cropArea = cropper.locator('.reactEasyCrop_CropArea');
  const shape = await cropArea.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { width: Math.round(width), height: Math.round(height), radius: getComputedStyle(element).borderRadius };
  });
  expect(shape.width).toBe(shape.height);
  expect(shape.radius).toBe('50%');
  await expectNoSeriousA11yViolations(page, 'the upload-profile-photo popup');

  await cropper.getByRole('button', { name: 'Use Photo', exact: true }).click();
  await expect(cropper).toBeHidden();
  const preview = modal.getByRole('img', { name: 'Your profile picture' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
});

test("signs up: 'Creating', then 'Check your email!' and the resend button's states", async ({ page, mailbox, consoleGuard }) => {
  const account = newAccount('signup');
  await fillAccountForm(page, modal, account);
  const heldCreate = await holdRequests(page, '**/user/create');
  await submitButton().click();
  await expect(modal.getByRole('button', { name: 'Creating', exact: true })).toBeDisabled();
  heldCreate.release();

  await expect(modal.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
  await mailbox.waitForLink(account.email, 'verification');
  await expectNoSeriousA11yViolations(page, 'the check-email screen');

  // A failed resend (the network is down) offers to try again under another label.
  consoleGuard.expectConsoleError(/resend-verification-email/);
  await page.route('**/auth/resend-verification-email', (route) => route.abort('internetdisconnected'));
  await modal.getByRole('button', { name: 'Resend Verification Email', exact: true }).click();
  const retry = modal.getByRole('button', { name: 'Resend Confirmation Email', exact: true });
  await expect(retry).toBeEnabled();
  await page.unroute('**/auth/resend-verification-email');

  const heldResend = await holdRequests(page, '**/auth/resend-verification-email');
  await retry.click();
  await expect(modal.getByRole('button', { name: 'Sending Email..', exact: true })).toBeDisabled();
  heldResend.release();
  await expect(modal.getByRole('button', { name: 'Email Sent!', exact: true })).toBeVisible();
  // The resend really mails a second link.
  await mailbox.waitForLink(account.email, 'verification', { nth: 2 });
});

test('after signing up the keyboard focus stays in the modal, and Escape closes it', async ({ page }) => {
  await fillAccountForm(page, modal, newAccount('focus'));
  await submitButton().click();
  await expect(modal.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
  // The pressed button is gone with the form: focus must move within the dialog, not to the page.
  await expect.poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test("an existing e-mail shows 'Account for {email} already exists.'", async ({ page, consoleGuard }) => {
  consoleGuard.expectFailedResponse('/user/create', 406);
  await fillAccountForm(page, modal, newAccount('existing', { email: SAMPLE_ACCOUNT.email }));
  await submitButton().click();
  await acknowledgePopup(page, `Account for ${SAMPLE_ACCOUNT.email} already exists.`, 'Please try again with a different email.');
  // The form stays, filled, for another e-mail.
  await expect(modal.getByLabel('Email', { exact: true })).toHaveValue(SAMPLE_ACCOUNT.email);
  await expect(submitButton()).toBeEnabled();
});

test("a server error shows 'Internal Server Error' and still the check-email screen", async ({ page, consoleGuard }) => {
  consoleGuard.expectFailedResponse('/user/create', 500);
  await fillAccountForm(page, modal, newAccount('server-error'));
  // The server is made to fail: spec §8 says every other create failure still leads on.
  await page.route('**/user/create', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await submitButton().click();
  await acknowledgePopup(page, 'Internal Server Error', 'Oops, something went wrong on our end! Refresh the page and try again.');
  await expect(modal.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
});


test('a 51-character first name gets the server\'s own rule text on its field, and nothing is sent', async ({ page }) => {
  const createCalls = countCalls(page, '/user/create');
  await fillAccountForm(page, modal, newAccount('long-first-name', { firstName: 'f'.repeat(51) }));
  await expectFirstFailingRule(modal.getByLabel('First Name', { exact: true }), MESSAGES.firstNameLength);
  expect(createCalls()).toBe(0);
});

test("the server's 400 shows under the field it names; the form stays, no 'Check your email!'", async ({ page, consoleGuard }) => {
  consoleGuard.expectFailedResponse('/user/create', 400);
  await fillAccountForm(page, modal, newAccount('server-refusal'));
  // A form that does not know the limit yet (an older page still open): the real server refuses.
  await page.route('**/user/create', async (route) => {
    const body = route.request().postDataJSON() as { user: Record<string, unknown> };
    await route.continue({ postData: JSON.stringify({ ...body, user: { ...body.user, first_name: 'f'.repeat(51) } }) });
  });
  await submitButton().click();
  const firstName = modal.getByLabel('First Name', { exact: true });
  await expect(modal.getByRole('alert')).toHaveText(MESSAGES.firstNameLength);
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
  await expect(modal.getByRole('heading', { name: 'Check your email!' })).toHaveCount(0);
  await expect(submitButton()).toBeEnabled();
});
