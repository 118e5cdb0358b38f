// What a push costs the page that receives it (spec §4 "Connection"): a signed-in page
// asks the gateway only for what the change needs. A friend request reloads the alerts
// and nothing else (not the session, not the chats, not the page's own data); a message
// in a chat whose modal is closed comes with the push itself and costs no call at all.
import type { Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, uniqueName } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { watchPageCalls } from '../support/page-calls';
import { expectAppPage, mainNavigation, pageContent, type AppPage } from '../support/screens';
import { fullName, makeFriends, signIn } from '../support/two-people';

const alertsButton = (page: Page) => mainNavigation(page).getByRole('button', { name: /^Alerts/ });
const chatsLink = (page: Page) => mainNavigation(page).getByRole('link', { name: /^Chats/ });
const pathOf = (url: string) => new URL(url).pathname;

/** Opens an app page afresh and waits until its signed-in extras (alerts, chats, the socket) are in. */
async function openSettled(page: Page, path: string, name: AppPage, userID: string): Promise<void> {
  const alertsRead = page.waitForResponse((response) => pathOf(response.url()) === `/user/${userID}/notifications`);
  const chatsRead = page.waitForResponse((response) => pathOf(response.url()) === `/user/${userID}/chats`);
  await page.goto(path);
  await expectAppPage(page, name);
  await Promise.all([alertsRead, chatsRead]);
  await expect(page.getByRole('progressbar', { name: 'Connecting to live updates' })).toHaveCount(0);
}

test('a friend request costs the receiving page one call: its alerts', async ({ page, request, mailbox, appOrigin, otherBrowser }) => {
  const receiver = newAccount('push-receiver', { firstName: 'Rhea', lastName: uniqueName('Receiver') });
  const asker = newAccount('push-asker', { firstName: 'Aldo', lastName: uniqueName('Asker') });
  await createVerifiedAccount(request, mailbox, appOrigin, receiver);
  await createVerifiedAccount(request, mailbox, appOrigin, asker);
  const other = await otherBrowser('the asker');
  const [receiverID, askerID] = await Promise.all([signIn(page, receiver), signIn(other.page, asker)]);

  // The outing page: the one that read the most on every push.
  const calls = watchPageCalls(page);
  await openSettled(page, '/outing', 'Outing', receiverID);
  await calls.quiet('the outing page opening');
  calls.start();

  const asked = await other.page.request.post(`/user/${askerID}/add-friend`, { headers: { Origin: appOrigin }, data: { friendID: receiverID } });
  expect(asked.status(), await asked.text()).toBe(200);
  await expect(alertsButton(page)).toHaveAccessibleName('Alerts , 1 new');
  await calls.quiet('the friend request');
  expect(calls.since()).toEqual([`GET /user/${receiverID}/notifications`]);
});

test('a message in a closed chat costs the receiving page no call', async ({ page, request, mailbox, appOrigin, otherBrowser }) => {
  const reader = newAccount('push-reader', { firstName: 'Remy', lastName: uniqueName('Reader') });
  const writer = newAccount('push-writer', { firstName: 'Wynn', lastName: uniqueName('Writer') });
  await createVerifiedAccount(request, mailbox, appOrigin, reader);
  await createVerifiedAccount(request, mailbox, appOrigin, writer);
  const other = await otherBrowser('the writer');
  const [readerID, writerID] = await Promise.all([signIn(page, reader), signIn(other.page, writer)]);
  await makeFriends([page, readerID], [other.page, writerID], appOrigin);

  // The writer starts the 1:1 and writes once: the reader's list holds the chat.
  await other.page.reload();
  await expectAppPage(other.page, 'Profile');
  await pageContent(other.page).getByRole('tab', { name: 'Friends' }).click();
  await pageContent(other.page).getByRole('article', { name: fullName(reader) }).getByRole('button', { name: '+ Chat' }).click();
  const modal = other.page.getByRole('dialog', { name: fullName(reader) });
  const send = async (text: string) => {
    await modal.getByRole('textbox', { name: 'Message' }).fill(text);
    await modal.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(modal.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expect(modal.getByText('Sending..')).toHaveCount(0);
  };
  await send('Coffee tomorrow?');

  const calls = watchPageCalls(page);
  await openSettled(page, '/profile', 'Profile', readerID);
  await expect(chatsLink(page)).toHaveAccessibleName('Chats , 1 unread');
  await calls.quiet('the profile page opening');
  calls.start();

  await send('Or a walk instead?');
  await expect(chatsLink(page)).toHaveAccessibleName('Chats , 2 unread');
  await calls.quiet('the message');
  expect(calls.since()).toEqual([]);
});
