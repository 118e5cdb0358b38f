// How a person finds their way around the app's screens: by the names the spec gives the
// fields, buttons and pages, through their accessible roles and labels.
import { expect, type Locator, type Page } from '@playwright/test';
import type { NewAccount } from './accounts';
import { gradientPngFile } from './test-image';

export const APP_NAVIGATION_ITEMS = ['Alerts', 'Outing', 'Profile', 'Social', 'Chats'] as const;
export type AppPage = 'Outing' | 'Profile' | 'Social' | 'Chats';

/** The page itself, as opposed to the modals and popups shown over it. */
export const pageContent = (page: Page) => page.getByRole('main');
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const createAccountModal = (page: Page) => page.getByRole('dialog', { name: 'Create Profile' });
export const editProfileModal = (page: Page) => page.getByRole('dialog', { name: 'Edit Profile' });

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  const content = pageContent(page);
  await content.getByLabel('Email', { exact: true }).fill(email);
  await content.getByLabel('Password', { exact: true }).fill(password);
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await fillLogin(page, email, password);
  await pageContent(page).getByRole('button', { name: 'Login', exact: true }).click();
}

/** Reads the popup (its header and message) and presses OK. */
export async function acknowledgePopup(page: Page, header: string, message: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: header, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(message);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Signed in on an app page: the top navigation with its five items, `active` highlighted. */
export async function expectAppPage(page: Page, active: AppPage): Promise<void> {
  const path = active === 'Chats' ? '/chat' : `/${active.toLowerCase()}`;
  await expect(page).toHaveURL(path);
  const navigation = mainNavigation(page);
  await expect(navigation.getByRole('listitem')).toHaveText(APP_NAVIGATION_ITEMS.map((item) => new RegExp(`^${item}`)));
  await expect(navigation.getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page');
  for (const other of APP_NAVIGATION_ITEMS.filter((item) => item !== active && item !== 'Alerts')) {
    await expect(navigation.getByRole('link', { name: other })).not.toHaveAttribute('aria-current', 'page');
  }
}

/** Signed out: the login screen, with the logo and no navigation. */
export async function expectLoginScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL('/login');
  await expect(pageContent(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
}

export async function openCreateAccountModal(page: Page): Promise<Locator> {
  await pageContent(page).getByRole('button', { name: 'Create Profile', exact: true }).click();
  const modal = createAccountModal(page);
  await expect(modal).toBeVisible();
  return modal;
}

/** Types into the city field and picks the suggestion a person would see. */
export async function chooseCity(scope: Locator, typed: string, suggestion: string): Promise<void> {
  const city = scope.getByRole('combobox', { name: 'City' });
  // Emptied first: typing what the field already holds would change nothing.
  await city.fill('');
  await city.fill(typed);
  await scope.getByRole('option', { name: suggestion, exact: true }).click();
  await expect(city).toHaveValue(suggestion);
}

/** Picks a picture, crops it (zoomed in by `zoom`) in the upload-profile-photo popup and uses it. */
export async function uploadProfilePhoto(page: Page, scope: Locator, zoom = 1): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles(gradientPngFile());
  const cropper = page.getByRole('dialog', { name: 'Upload Profile Photo' });
  const usePhoto = cropper.getByRole('button', { name: 'Use Photo', exact: true });
  await expect(usePhoto).toBeEnabled();
  await cropper.getByRole('slider', { name: 'Zoom' }).fill(String(zoom));
  await usePhoto.click();
  await expect(cropper).toBeHidden();
}

export async function fillAccountForm(page: Page, modal: Locator, account: NewAccount): Promise<void> {
  await modal.getByLabel('Email', { exact: true }).fill(account.email);
  await modal.getByLabel('Password', { exact: true }).fill(account.password);
  await chooseCity(modal, account.location.split(',')[0] ?? account.location, account.location);
  await modal.getByLabel('First Name', { exact: true }).fill(account.firstName);
  await modal.getByLabel('Last Name').fill(account.lastName);
  await modal.getByLabel('Tagline', { exact: true }).fill(account.tagline);
  await uploadProfilePhoto(page, modal);
}

/** The profile header: the round picture, the name and the tagline. */
export const profileHeader = (page: Page, fullName: string) => pageContent(page).getByRole('region', { name: fullName });

export async function expectPictureLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}
