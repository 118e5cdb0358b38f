// The demo world behind Sample Login (spec §2 Profile
// Friends tab, alerts modal, outing-planning page, add-members and remove-members
// modals; §4 "Outing draft", "User status"): a newcomer's first minute shows friends, a
// request to answer, answers to the account's own requests, daily matches, its own
// creations and the catalogue, and plans an outing draft with them. It reads the demo
// account and changes nothing that lasts (the draft is the browser's). Runs at 1280 px
// and at 375 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectUsablePage } from '../support/page-checks';
import { expectAppPage, mainNavigation, pageContent } from '../support/screens';

const DEMO_FRIENDS = ['Maya Chen', 'Diego Alvarez', 'Amara Okafor', 'Kenji'];

const alertsModal = (page: Page) => page.getByRole('dialog', { name: 'Alerts' });

test('Sample Login opens a living app: friends, alerts, matches, creations, and an outing draft to plan', async ({ page }) => {
  await page.goto('/login');
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  await expectAppPage(page, 'Profile');

  await pageContent(page).getByRole('tab', { name: 'Friends' }).click();
  for (const name of DEMO_FRIENDS) await expect(pageContent(page).getByRole('article', { name, exact: true })).toBeVisible();
  await expectSearchMissesThenClears(page, 'Search friends');

  // A request waiting for an answer, and the answers to two of the account's own.
  await mainNavigation(page).getByRole('button', { name: /^Alerts/ }).click();
  const waiting = alertsModal(page).getByRole('listitem').filter({ hasText: 'Lena sent you a friend request' });
  await expect(waiting.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Deny' })).toBeVisible();
  for (const name of ['Amara', 'Kenji']) await expect(alertsModal(page).getByText(`Your friend request was accepted by ${name}`)).toBeVisible();
  await expectUsablePage(page, "the demo account's alerts");
  await alertsModal(page).getByRole('button', { name: 'Close' }).click();

  await mainNavigation(page).getByRole('link', { name: 'Outing' }).click();
  await expectAppPage(page, 'Outing');
  await expect(pageContent(page).getByRole('article').first()).toBeVisible();

  // Its own creations, deletable by it alone.
  await pageContent(page).getByRole('button', { name: 'Creations', exact: true }).click();
  const creations = pageContent(page).getByRole('article');
  await expect(creations.first().getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await pageContent(page).getByRole('button', { name: 'Creations', exact: true }).click();

  // Members: today's matches and the friends who are free, one of each put in the draft.
  const removeMembers = pageContent(page).getByRole('button', { name: 'Remove Outing Members' });
  await expect(removeMembers).toBeDisabled();
  await pageContent(page).getByRole('button', { name: 'Add Outing Members' }).click();
  const addMembers = page.getByRole('dialog', { name: 'Add Outing Members' });
  const matches = addMembers.getByRole('region', { name: 'Daily Matches' });
  await expect(matches.getByText('Matches are randomly generated every 24 hrs. Add at least one daily match to create an outing!')).toBeVisible();
  const firstMatch = matches.getByRole('article').first();
  await expect(firstMatch).toBeVisible();
  const matchName = (await firstMatch.getAttribute('aria-label')) ?? '';
  await firstMatch.getByRole('button', { name: /^Add / }).click();
  await expect(firstMatch.getByText('Added')).toBeVisible();

  const friends = addMembers.getByRole('region', { name: 'Active Friends' });
  await friends.getByRole('searchbox').fill('may');
  await expect(friends.getByRole('article')).toHaveCount(1);
  await friends.getByRole('button', { name: 'Add Maya' }).click();
  // Other friends are still free: the search says it matches none of them.
  await expect(friends.getByRole('status')).toHaveText(/Nothing matches "may"\./);
  await expectUsablePage(page, 'the add-members modal');
  await addMembers.getByRole('button', { name: 'Close' }).click();

  // With two people and an activity, 'Create Outing' shows.
  const createOuting = pageContent(page).getByRole('button', { name: 'Create Outing' });
  await expect(createOuting).toHaveCount(0);
  await pageContent(page).getByRole('article').first().getByRole('button', { name: 'Select', exact: true }).click();
  await expect(createOuting).toBeVisible();

  // The user is never removable; the others are.
  await removeMembers.click();
  const editUsers = page.getByRole('dialog', { name: 'Remove Outing Members' });
  await expect(editUsers.getByRole('button', { name: /^Remove Sam/ })).toHaveCount(0);
  await editUsers.getByRole('button', { name: 'Remove Maya' }).click();
  await expect(editUsers.getByRole('button', { name: `Remove ${matchName.split(' ')[0]}` })).toBeVisible();
  await expectUsablePage(page, 'the remove-members modal');
  await editUsers.getByRole('button', { name: 'Close' }).click();

  // The feed's and the chats' searches say when nothing matches, and clear.
  await mainNavigation(page).getByRole('link', { name: 'Social' }).click();
  await expectAppPage(page, 'Social');
  await expectSearchMissesThenClears(page, 'Search posts');
  // 'View Activity' shows the activity's whole card (from the outing remote), read-only.
  const post = pageContent(page).getByRole('article').first();
  const activityName = (await post.getByRole('heading').first().textContent()) ?? '';
  await post.getByRole('button', { name: 'View Activity' }).click();
  const viewActivity = page.getByRole('dialog', { name: activityName });
  const card = viewActivity.getByRole('article', { name: activityName });
  await expect(card.getByRole('term').filter({ hasText: 'Cost' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show Instructions' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Select' })).toHaveCount(0);
  await expect(viewActivity.getByRole('button', { name: 'Use Activity' })).toBeEnabled();
  await expectUsablePage(page, "the feed's activity popup");
  await viewActivity.getByRole('button', { name: 'Close' }).click();
  await mainNavigation(page).getByRole('link', { name: 'Chats' }).click();
  await expectAppPage(page, 'Chats');
  await expectSearchMissesThenClears(page, 'Search chats');
});

/** A search that matches nothing says so in place of a blank list; 'Clear Search' brings the list back. */
async function expectSearchMissesThenClears(page: Page, searchbox: string): Promise<void> {
  const items = pageContent(page).getByRole('article');
  await expect(items.first()).toBeVisible();
  const search = pageContent(page).getByRole('searchbox', { name: searchbox });
  await search.fill('qqqq');
  await expect(items).toHaveCount(0);
  await expect(pageContent(page).getByRole('status').filter({ hasText: 'Nothing matches "qqqq".' })).toBeVisible();
  await expectUsablePage(page, `${searchbox} without a match`);
  await pageContent(page).getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect(items.first()).toBeVisible();
}
