// Friends and alerts (spec §2 add-members modal, alerts modal, Profile Friends tab,
// profile viewer; §4 "Friends", "Friend request notification", "Connection"), between two
// strangers in two browsers: one finds the other among today's daily matches and asks
// from the profile viewer, the request reaches the other one live, who accepts it in the
// alerts modal, and each then finds the other in Friends; the asker's open profile viewer
// follows the answer, and an open Active Friends list follows a friend's status, live.
// Runs at 1280 px and at 375 px.
import type { Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, randomListedCity, uniqueName } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { fullName, makeFriends, signIn } from '../support/two-people';
import { expectUsablePage } from '../support/page-checks';
import { expectAppPage, mainNavigation, pageContent } from '../support/screens';
import { realtimeConnected } from '../support/realtime';

const alertsButton = (page: Page) => mainNavigation(page).getByRole('button', { name: /^Alerts/ });
const alertsModal = (page: Page) => page.getByRole('dialog', { name: 'Alerts' });

async function openFriendsTab(page: Page): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Profile' }).click();
  await pageContent(page).getByRole('tab', { name: 'Friends' }).click();
}

test('a friend request shows up live, is accepted in the alerts modal, and both find each other in Friends', async ({
  page,
  request,
  mailbox,
  appOrigin,
  otherBrowser,
}) => {
  // Two strangers in a city of their own: the one who signs up second gets the first among
  // the daily matches drawn at sign-up (same city first).
  const city = randomListedCity();
  const answerer = newAccount('answerer', { firstName: 'Blake', lastName: uniqueName('Answerer'), location: city });
  const asker = newAccount('asker', { firstName: 'Avery', lastName: uniqueName('Asker'), location: city });
  await createVerifiedAccount(request, mailbox, appOrigin, answerer);
  await createVerifiedAccount(request, mailbox, appOrigin, asker);
  const other = await otherBrowser('the answerer');
  await Promise.all([signIn(page, asker), signIn(other.page, answerer)]);
  await expect(alertsButton(other.page)).toHaveAccessibleName('Alerts');

  // The asker finds the answerer among today's matches and asks from the profile viewer.
  await mainNavigation(page).getByRole('link', { name: 'Outing' }).click();
  await expectAppPage(page, 'Outing');
  await pageContent(page).getByRole('button', { name: 'Add Outing Members' }).click();
  const addMembers = page.getByRole('dialog', { name: 'Add Outing Members' });
  const matches = addMembers.getByRole('region', { name: 'Daily Matches' });
  await matches.getByRole('article', { name: fullName(answerer) }).getByRole('button', { name: fullName(answerer) }).click();
  const strangerViewer = page.getByRole('dialog', { name: 'Viewing Profile' });
  await strangerViewer.getByRole('button', { name: '+ Friend' }).click();
  await expect(strangerViewer.getByRole('button', { name: 'Requested' })).toBeDisabled();
  // Focus stays in the viewer though the button pressed turned disabled.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-modal]')?.getAttribute('data-modal') ?? null)).toBe('profile-viewer-modal');
  await expectUsablePage(page, 'the profile viewer of a daily match');

  // The answerer's badge follows the push, no reload.
  await expect(alertsButton(other.page)).toHaveAccessibleName('Alerts , 1 new');
  await alertsButton(other.page).click();
  const requestAlert = alertsModal(other.page).getByRole('listitem').filter({ hasText: `${asker.firstName} sent you a friend request` });
  await expect(requestAlert).toBeVisible();
  await expectUsablePage(other.page, 'the alerts modal with a friend request');
  // Who is asking: their profile opens over the alerts, and Escape comes back to answer.
  await requestAlert.getByRole('button', { name: new RegExp(`${fullName(asker)}\\s*, view profile`) }).click();
  await expect(other.page.getByRole('dialog', { name: 'Viewing Profile' })).toBeVisible();
  await other.page.keyboard.press('Escape');
  await expect(other.page.getByRole('dialog', { name: 'Viewing Profile' })).toBeHidden();
  await requestAlert.getByRole('button', { name: 'Accept' }).click();
  await expect(requestAlert.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(alertsButton(other.page)).toHaveAccessibleName('Alerts');
  await alertsModal(other.page).getByRole('button', { name: 'Close' }).click();

  // The asker's viewer, open all along, follows the answer: a friend now.
  await expect(strangerViewer.getByRole('button', { name: 'Unfriend' })).toBeVisible();
  await expect(strangerViewer.getByRole('button', { name: 'Requested' })).toHaveCount(0);
  // Escape closes the viewer, back to the add-members modal it was opened from.
  await page.keyboard.press('Escape');
  await expect(strangerViewer).toBeHidden();
  await expect(addMembers).toBeVisible();
  await addMembers.getByRole('button', { name: 'Close' }).click();

  await openFriendsTab(other.page);
  await expect(pageContent(other.page).getByRole('article', { name: fullName(asker) })).toBeVisible();
  await expectUsablePage(other.page, "the answerer's Friends tab");

  // The asker hears the answer live too: an alert, and the new friend.
  await expect(alertsButton(page)).toHaveAccessibleName('Alerts , 1 new');
  await alertsButton(page).click();
  await expect(alertsModal(page).getByText(`Your friend request was accepted by ${answerer.firstName}`)).toBeVisible();
  await alertsModal(page).getByRole('button', { name: 'Close' }).click();
  await openFriendsTab(page);
  const card = pageContent(page).getByRole('article', { name: fullName(answerer) });
  await expect(card.getByRole('button', { name: '+ Chat' })).toBeVisible();
  await expect(card.getByRole('button', { name: '+ Outing' })).toBeVisible();

  // Tapping the card opens the profile viewer: a friend gets Unfriend and + Outing.
  await card.getByRole('button', { name: fullName(answerer) }).click();
  const viewer = page.getByRole('dialog', { name: 'Viewing Profile' });
  await expect(viewer.getByRole('button', { name: 'Unfriend' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: '+ Outing' })).toBeVisible();
  await expectUsablePage(page, 'the profile viewer of a friend');

  // Unfriend asks first: Cancel keeps the friend, with focus back in the viewer.
  await viewer.getByRole('button', { name: 'Unfriend' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Unfriend ${fullName(answerer)}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectUsablePage(page, 'the unfriend confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(viewer.getByRole('button', { name: 'Unfriend' })).toBeVisible();
});

test("the add-members modal's Active Friends follows a friend's status live", async ({ page, request, mailbox, appOrigin, otherBrowser }) => {
  const planner = newAccount('planner', { firstName: uniqueName('Pia'), lastName: 'Planner' });
  const friend = newAccount('friend', { firstName: uniqueName('Finn'), lastName: 'Friend' });
  await createVerifiedAccount(request, mailbox, appOrigin, planner);
  await createVerifiedAccount(request, mailbox, appOrigin, friend);
  const other = await otherBrowser('the friend');
  const [plannerID, friendID] = await Promise.all([signIn(page, planner), signIn(other.page, friend)]);
  await makeFriends([page, plannerID], [other.page, friendID], appOrigin);
  const setStatus = async (status: string) => {
    const set = await other.page.request.post(`/user/${friendID}/status`, { headers: { Origin: appOrigin }, data: { status } });
    expect(set.status(), await set.text()).toBe(200);
  };
  await setStatus('Busy');

  const live = realtimeConnected(page);
  await page.reload();
  await mainNavigation(page).getByRole('link', { name: 'Outing' }).click();
  await expectAppPage(page, 'Outing');
  await pageContent(page).getByRole('button', { name: 'Add Outing Members' }).click();
  const friends = page.getByRole('dialog', { name: 'Add Outing Members' }).getByRole('region', { name: 'Active Friends' });
  const addFriend = friends.getByRole('button', { name: `Add ${friend.firstName}` });
  await expect(friends.getByText('No Friends Available!')).toBeVisible();

  // Ready: the friend can be added, without a reload; Busy again: gone again.
  await live;
  await setStatus('Ready');
  await expect(addFriend).toBeVisible();
  await setStatus('Busy');
  await expect(addFriend).toHaveCount(0);
  await expect(friends.getByText('No Friends Available!')).toBeVisible();
});
