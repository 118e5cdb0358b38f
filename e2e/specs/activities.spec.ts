// The outing page's activities (spec §2 "Outing-planning page", filter and create-activity
// modals, confirm popup; §4 "Create activity", "Delete activity", "Activity list"; §5
// "Activity filters", "Activity form"): the catalogue with its photos, filters that narrow
// and clear, an activity created with every field, found by its filters and deleted by
// its creator, and every message of the create form. Runs at 375 px and at 1280 px.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVerifiedAccount, newAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import type { Mailbox } from '../support/mailbox';
import { expectUsablePage } from '../support/page-checks';
import { expectAppPage, logIn, mainNavigation, pageContent } from '../support/screens';

const CATEGORIES = ['Adventure', 'Food & Drink', 'Arts & Culture', 'Sports', 'Nature', 'Nightlife', 'Games', 'Learning', 'Wellness', 'Music'];

const cards = (page: Page) => pageContent(page).getByRole('article');
const card = (page: Page, name: string) => pageContent(page).getByRole('article', { name, exact: true });
const tab = (page: Page, category: string) => pageContent(page).getByRole('tab', { name: category, exact: true });
const filterModal = (page: Page) => page.getByRole('dialog', { name: 'Filter Activities' });
const createModal = (page: Page) => page.getByRole('dialog', { name: 'Create Activity' });

/** A new person, signed in, on the outing page once the activities have loaded. */
async function openOutingPage({ page, request, mailbox, appOrigin }: { page: Page; request: APIRequestContext; mailbox: Mailbox; appOrigin: string }) {
  const account = newAccount('activities', { firstName: 'Casey' });
  await createVerifiedAccount(request, mailbox, appOrigin, account);
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expectAppPage(page, 'Profile');
  await mainNavigation(page).getByRole('link', { name: 'Outing' }).click();
  await expectAppPage(page, 'Outing');
  await expect(cards(page).first()).toBeVisible();
}

/** How many cards each category tab shows, in tab order. */
async function countPerTab(page: Page): Promise<number[]> {
  const counts: number[] = [];
  for (const category of CATEGORIES) {
    await tab(page, category).click();
    await expect(tab(page, category)).toHaveAttribute('aria-selected', 'true');
    counts.push(await cards(page).count());
  }
  return counts;
}

async function applyFilter(page: Page, bounds: Record<string, string>, category?: string): Promise<void> {
  await pageContent(page).getByRole('button', { name: /^(Filter|Edit Filter)$/ }).click();
  const modal = filterModal(page);
  if (category) await modal.getByLabel('Category').selectOption(category);
  for (const [label, value] of Object.entries(bounds)) await modal.getByLabel(label, { exact: true }).fill(value);
  await modal.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(modal).toBeHidden();
}

async function chooseLocation(scope: Locator, typed: string, suggestion: string): Promise<void> {
  const city = scope.getByRole('combobox', { name: 'Location' });
  await city.fill(typed);
  await scope.getByRole('option', { name: suggestion, exact: true }).click();
  await expect(city).toHaveValue(suggestion);
}

async function pressCreate(modal: Locator, message: string): Promise<void> {
  await modal.getByRole('button', { name: '+ Create', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText(message);
}

// The mobile projects run only the per-page-check specs (playwright.config.ts), so this
// spec sets both widths itself.
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 400 ? 812 : 800 } });

    test.beforeEach(openOutingPage);

    test('the catalogue shows 60+ activities with photos; filters narrow and Clear Filters restores', async ({ page }) => {
      await expect(tab(page, 'Adventure')).toHaveAttribute('aria-selected', 'true');
      const first = cards(page).first();
      // The first activity starts on the first screen, above the bottom navigation on a phone.
      const navigationTop = width < 400 ? (await mainNavigation(page).boundingBox())!.y : page.viewportSize()!.height;
      expect((await first.boundingBox())!.y).toBeLessThan(navigationTop - 48);
      // The selected category is filled, not only underlined.
      const [selected, other] = await Promise.all([tab(page, 'Adventure'), tab(page, 'Music')].map((chip) => chip.evaluate((element) => getComputedStyle(element).backgroundColor)));
      expect(selected).not.toBe(other);
      await expect(first.getByRole('button', { name: /^(Show Instructions)$/ })).toBeVisible();
      await expect(first.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
      const photo = first.getByRole('button', { name: /^View photo 1 of / }).locator('img');
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await first.getByRole('button', { name: /^View photo 1 of / }).click();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
      await page.keyboard.press('Escape');
      await expectUsablePage(page, '/outing');

      const all = await countPerTab(page);
      expect(all.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(60);

      await applyFilter(page, { 'Maximum cost ($)': '0', 'Maximum time (0 to 24 hrs)': '3' });
      await expectUsablePage(page, '/outing filtered');
      const filtered = await countPerTab(page);
      expect(filtered.reduce((sum, count) => sum + count, 0)).toBeLessThan(all.reduce((sum, count) => sum + count, 0));
      for (const [index, count] of filtered.entries()) expect(count).toBeLessThanOrEqual(all[index] ?? 0);

      await pageContent(page).getByRole('button', { name: 'Edit Filter', exact: true }).click();
      // A bound out of its limits is said at its field, not changed silently.
      const rating = filterModal(page).getByLabel('Minimum rating (0 to 5)');
      await rating.fill('7');
      await expect(rating).toHaveAccessibleDescription('Please enter a number from 0 to 5.');
      await expectUsablePage(page, 'filter modal');
      await filterModal(page).getByRole('button', { name: 'Clear Filters', exact: true }).click();
      await expect(pageContent(page).getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
      expect(await countPerTab(page)).toEqual(all);
    });

    test('an activity created with every field is found by its filters and deleted by its creator', async ({ page }) => {
      const name = `Harbour Sketch Walk ${Date.now().toString(36)}`;
      await pageContent(page).getByRole('button', { name: '+ Create', exact: true }).click();
      const modal = createModal(page);
      await modal.getByLabel('Name', { exact: true }).fill(name);
      await chooseLocation(modal, 'Lisb', 'Lisbon, PT');
      await modal.getByLabel('Description', { exact: true }).fill('Sketch the boats along the harbour.');
      await modal.getByLabel('Category', { exact: true }).selectOption('Arts & Culture');
      await modal.getByLabel('Duration (hrs)').fill('2.5');
      await modal.getByLabel('Cost ($)').fill('7');
      await modal.getByLabel('Participants', { exact: true }).fill('3');
      await modal.getByLabel('Goal', { exact: true }).fill('Fill a page each');
      await modal.getByLabel('Type', { exact: true }).selectOption('travel');
      await modal.getByLabel('Title', { exact: true }).fill('Meet at the pier');
      await modal.getByLabel('Details', { exact: true }).fill('Bring a pencil.');
      await modal.getByRole('button', { name: '+ Instruction', exact: true }).click();
      const second = modal.getByRole('group', { name: 'Instruction 2' });
      await second.getByLabel('Type', { exact: true }).selectOption('create');
      await second.getByLabel('Title', { exact: true }).fill('Draw');
      await second.getByLabel('Details', { exact: true }).fill('One boat at a time.');
      await expectUsablePage(page, 'create-activity modal');
      await modal.getByRole('button', { name: '+ Create', exact: true }).click();
      // Created: the modal closes on the new activity, in its tab, in view and chosen for the outing.
      await expect(modal).toBeHidden();
      await expect(tab(page, 'Arts & Culture')).toHaveAttribute('aria-selected', 'true');
      const created = card(page, name);
      await expect(created).toBeInViewport();
      await expect(pageContent(page).getByText(`Activity: ${name}`)).toBeVisible();
      await expect(created).toContainText('Lisbon, PT');
      await expect(created).toContainText('unrated');
      await created.getByRole('button', { name: 'Show Instructions', exact: true }).click();
      await expect(created.getByText('One boat at a time.')).toBeVisible();

      await applyFilter(page, { 'Minimum participants': '3', 'Maximum participants': '3', 'Minimum cost ($)': '7', 'Maximum cost ($)': '7', 'Maximum time (0 to 24 hrs)': '2.5' }, 'Arts & Culture');
      await pageContent(page).getByRole('button', { name: 'Creations', exact: true }).click();
      await expect(cards(page)).toHaveCount(1);
      await expect(created).toBeVisible();

      await created.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toHaveAccessibleDescription('This action is permanent.');
      await expectUsablePage(page, 'confirm-delete popup');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(created).toHaveCount(0);
      // Removing an activity resets the filter.
      await expect(pageContent(page).getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    });

    test('the create form shows every message of the activity form in turn', async ({ page }) => {
      await pageContent(page).getByRole('button', { name: '+ Create', exact: true }).click();
      const modal = createModal(page);
      await pressCreate(modal, 'Please enter an activity name');
      await expect(modal.getByLabel('Name', { exact: true })).toBeFocused();
      await modal.getByLabel('Name', { exact: true }).fill('Rooftop Stargazing');
      await pressCreate(modal, 'Please enter a valid location.');
      await modal.getByRole('combobox', { name: 'Location' }).fill('Nowhere Town');
      await pressCreate(modal, 'Please choose a city from the dropdown menu only.');
      await chooseLocation(modal, 'Lisb', 'Lisbon, PT');
      await pressCreate(modal, 'Please enter a description.');
      await modal.getByLabel('Description', { exact: true }).fill('Look up.');
      await pressCreate(modal, 'Please enter a category.');
      await modal.getByLabel('Category', { exact: true }).selectOption('Nature');
      await pressCreate(modal, 'Please enter a duration (hrs).');
      await modal.getByLabel('Duration (hrs)').fill('2');
      await pressCreate(modal, 'Please enter a cost.');
      await modal.getByLabel('Cost ($)').fill('0');
      await pressCreate(modal, 'Please enter a number of participants.');
      await modal.getByLabel('Participants', { exact: true }).fill('2');
      await pressCreate(modal, 'Please enter a decription.');
      await modal.getByLabel('Goal', { exact: true }).fill('Spot a planet');
      await pressCreate(modal, 'Please enter instruction type.');
      await expect(modal.getByLabel('Type', { exact: true })).toBeFocused();
      await modal.getByLabel('Type', { exact: true }).selectOption('explore');
      await pressCreate(modal, 'Please enter instruction title.');
      await modal.getByLabel('Title', { exact: true }).fill('Find the roof');
      await pressCreate(modal, 'Please enter instruction details.');
      await expectUsablePage(page, 'create-activity modal with a bubble');
    });

    test("the user is 'Searching' while on the outing page, and back to Ready after", async ({ page }) => {
      const ownStatus = async () => {
        const check = await page.request.get('/auth/check');
        return ((await check.json()) as { user: { status: { status: string } } }).user.status.status;
      };
      const members = pageContent(page).getByRole('list', { name: 'Outing members' });
      await expect(members.getByRole('img', { name: 'Searching' })).toBeVisible();
      await expect.poll(ownStatus).toBe('Searching');
      await mainNavigation(page).getByRole('link', { name: 'Profile' }).click();
      await expectAppPage(page, 'Profile');
      await expect.poll(ownStatus).toBe('Ready');
    });
  });
}
