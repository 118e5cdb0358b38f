// Chats in real time (spec §2 chat list, chat modal, top navigation badge; §4 "Unread
// messages", "Sending a message"): two friends in two browsers. One starts the 1:1 chat
// from the Friends tab and writes; the other's Chats badge counts it live, the list shows
// it, opening the chat clears the badge and shows 'New Below' above the unread messages,
// and a reply arrives live. Sample Login's demo chats show history and unread messages.
// Runs at 1280 px and at 375 px.
import type { Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, uniqueName } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { fullName, makeFriends, signIn } from '../support/two-people';
import { expectUsablePage } from '../support/page-checks';
import { expectAppPage, mainNavigation, pageContent } from '../support/screens';

const chatsLink = (page: Page) => mainNavigation(page).getByRole('link', { name: /^Chats/ });
const chatModal = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function send(modal: ReturnType<typeof chatModal>, text: string): Promise<void> {
  await modal.getByRole('textbox', { name: 'Message' }).fill(text);
  await modal.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(modal.getByRole('listitem').filter({ hasText: text })).toBeVisible();
}

test('two friends chat live: the badge counts, New Below marks the unread, the reply arrives', async ({
  page,
  request,
  mailbox,
  appOrigin,
  otherBrowser,
}) => {
  const writer = newAccount('writer', { firstName: 'Wren', lastName: uniqueName('Writer') });
  const reader = newAccount('reader', { firstName: 'Rory', lastName: uniqueName('Reader') });
  await createVerifiedAccount(request, mailbox, appOrigin, writer);
  await createVerifiedAccount(request, mailbox, appOrigin, reader);
  const other = await otherBrowser('the reader');
  const [writerID, readerID] = await Promise.all([signIn(page, writer), signIn(other.page, reader)]);
  await makeFriends([page, writerID], [other.page, readerID], appOrigin);
  await page.reload();
  await expectAppPage(page, 'Profile');
  await expect(chatsLink(other.page)).toHaveAccessibleName('Chats');

  // The writer starts the 1:1 from the Friends tab and writes twice.
  await pageContent(page).getByRole('tab', { name: 'Friends' }).click();
  await pageContent(page).getByRole('article', { name: fullName(reader) }).getByRole('button', { name: '+ Chat' }).click();
  const writerModal = chatModal(page, fullName(reader));
  await expect(writerModal.getByRole('textbox', { name: 'Message' })).toBeVisible();
  // A new chat says it has no messages yet, with the composer at the bottom of the screen.
  await expect(writerModal.getByText('No Messages Yet!')).toBeVisible();
  const composer = await writerModal.getByRole('textbox', { name: 'Message' }).boundingBox();
  expect(composer!.y + composer!.height).toBeGreaterThan(page.viewportSize()!.height * 0.75);
  await expectUsablePage(page, 'a new chat without messages');
  await send(writerModal, 'Up for a walk on Saturday?');
  await send(writerModal, 'The weather looks great.\nBring a hat!');
  await expect(writerModal.getByText('Sending..')).toHaveCount(0);

  // The reader's badge counts both, live.
  await expect(chatsLink(other.page)).toHaveAccessibleName('Chats , 2 unread');
  await chatsLink(other.page).click();
  await expectAppPage(other.page, 'Chats');
  const card = pageContent(other.page).getByRole('article', { name: fullName(writer) });
  await expect(card.getByLabel('2 unread')).toBeVisible();
  await expectUsablePage(other.page, 'the chat list with an unread chat');

  // Opening it: 'New Below' above the two unread messages, and the badge clears.
  await card.getByRole('button').click();
  const readerModal = chatModal(other.page, fullName(writer));
  const messages = readerModal.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem').filter({ hasText: 'Up for a walk on Saturday?' })).toContainText(fullName(writer));
  await expect(messages.getByRole('separator', { name: 'New Below' })).toBeVisible();
  await expect(chatsLink(other.page)).toHaveAccessibleName('Chats');
  await expectUsablePage(other.page, 'the chat modal with New Below');

  // A reply reaches the writer's open modal live; empty text is not sent.
  await readerModal.getByRole('textbox', { name: 'Message' }).fill('   ');
  await readerModal.getByRole('textbox', { name: 'Message' }).press('Enter');
  await send(readerModal, 'Count me in!');
  await expect(writerModal.getByRole('listitem').filter({ hasText: 'Count me in!' })).toContainText(fullName(reader));
  // What one wrote oneself is read: the writer's 'New Below' stands before the reply, not above their own first message.
  const writerMessages = writerModal.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(writerMessages.first()).toContainText('Up for a walk on Saturday?');
  await expect(writerMessages.nth(2)).toContainText('New Below');

  // '+ Outing' starts a new outing with the chat's users: the chat closes on the outing page.
  await writerModal.getByRole('button', { name: '+ Outing' }).click();
  await expectAppPage(page, 'Outing');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pageContent(page).getByRole('list', { name: 'Outing members' }).getByRole('listitem')).toHaveText([`${writer.firstName} (you)`, reader.firstName]);
  await expect(readerModal.getByRole('listitem').filter({ hasNotText: 'New Below' })).toHaveCount(3);
});

test("Sample Login's demo chats show history, unread messages and a friend's reply", async ({ page }) => {
  await page.goto('/login');
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  await expectAppPage(page, 'Profile');
  await chatsLink(page).click();
  await expectAppPage(page, 'Chats');
  const maya = pageContent(page).getByRole('article', { name: 'Maya Chen' });
  await expect(maya).toBeVisible();
  // The other 1:1, and the chats of the demo outings Sam is in.
  await expect(pageContent(page).getByRole('article', { name: 'Diego Alvarez' })).toBeVisible();
  await expect(pageContent(page).getByRole('article', { name: 'Cherry Blossom Picnic' })).toBeVisible();
  await maya.getByRole('button').click();
  const modal = chatModal(page, 'Maya Chen');
  await expect(modal.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
  // Maya answers what the demo account writes (a scripted reply, demo accounts only).
  const fromMaya = modal.getByRole('listitem').filter({ hasText: 'Maya Chen' });
  const before = await fromMaya.count();
  await send(modal, `Hi Maya, free tonight? (${uniqueName('')})`);
  await expect.poll(() => fromMaya.count(), { timeout: 15_000 }).toBeGreaterThan(before);

  // An outing's chat opens its outing over it, titled once, by the outing's name.
  await modal.getByRole('button', { name: 'Close' }).click();
  await pageContent(page).getByRole('article', { name: 'Cherry Blossom Picnic' }).getByRole('button').click();
  await chatModal(page, 'Cherry Blossom Picnic').getByRole('button', { name: 'View Outing' }).click();
  const outing = page.locator('[data-modal="outing-modal"]');
  await expect(outing).toHaveAccessibleName('Cherry Blossom Picnic');
  await expect(outing.getByRole('heading', { name: 'Cherry Blossom Picnic' })).toHaveCount(1);
});

test('messages written while the connection is cut arrive once each, in order, when it comes back', async ({
  page,
  context,
  request,
  mailbox,
  appOrigin,
  consoleGuard,
  otherBrowser,
}) => {
  // The browser logs the socket's reconnect attempts that fail while offline.
  consoleGuard.expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
  const writer = newAccount('offline-writer', { firstName: 'Olive', lastName: uniqueName('Offline') });
  const reader = newAccount('online-reader', { firstName: 'Otto', lastName: uniqueName('Online') });
  await createVerifiedAccount(request, mailbox, appOrigin, writer);
  await createVerifiedAccount(request, mailbox, appOrigin, reader);
  const other = await otherBrowser('the reader');
  const [writerID, readerID] = await Promise.all([signIn(page, writer), signIn(other.page, reader)]);
  await makeFriends([page, writerID], [other.page, readerID], appOrigin);
  await page.reload();
  await pageContent(page).getByRole('tab', { name: 'Friends' }).click();
  await pageContent(page).getByRole('article', { name: fullName(reader) }).getByRole('button', { name: '+ Chat' }).click();
  const writerModal = chatModal(page, fullName(reader));
  await send(writerModal, 'one');
  await chatsLink(other.page).click();
  await pageContent(other.page).getByRole('article', { name: fullName(writer) }).getByRole('button').click();
  const readerMessages = chatModal(other.page, fullName(writer)).getByRole('list', { name: 'Messages' });
  await expect(readerMessages.getByRole('listitem').filter({ hasText: 'one' })).toBeVisible();

  // The writer's network goes down mid-conversation: the socket drops, the loading bar
  // shows, and what is written meanwhile waits as 'Sending..'.
  await context.setOffline(true);
  await expect(page.getByRole('progressbar', { name: 'Connecting to live updates' })).toBeVisible({ timeout: 30_000 });
  for (const text of ['two', 'three', 'four']) {
    await writerModal.getByRole('textbox', { name: 'Message' }).fill(text);
    await writerModal.getByRole('textbox', { name: 'Message' }).press('Enter');
  }
  await expect(writerModal.getByText('Sending..')).toHaveCount(3);
  await context.setOffline(false);

  // Back: each arrives once, in order, on both screens.
  const texts = (list: ReturnType<typeof readerMessages.getByRole>) =>
    list.evaluateAll((items) => items.map((item) => item.querySelector('.message__text')?.textContent).filter(Boolean));
  const expected = ['one', 'two', 'three', 'four'];
  await expect.poll(() => texts(readerMessages.getByRole('listitem')), { timeout: 30_000 }).toEqual(expected);
  await expect.poll(() => texts(writerModal.getByRole('list', { name: 'Messages' }).getByRole('listitem')), { timeout: 30_000 }).toEqual(expected);
  await expect(writerModal.getByText('Sending..')).toHaveCount(0);
  // And after a reload, from the server: nothing doubled.
  await other.page.reload();
  await chatsLink(other.page).click();
  await pageContent(other.page).getByRole('article', { name: fullName(writer) }).getByRole('button').click();
  await expect.poll(() => texts(chatModal(other.page, fullName(writer)).getByRole('list', { name: 'Messages' }).getByRole('listitem'))).toEqual(expected);
});
