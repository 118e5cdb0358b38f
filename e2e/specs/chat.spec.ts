// Chats in real time (spec §2 chat list, chat modal, top navigation badge; §4 "Unread
// messages", "Sending a message"): two friends in two browsers. One starts the 1:1 chat
// from the Friends tab and writes; the other's Chats badge counts it live, the list shows
// it, opening the chat clears the badge and shows 'New Below' above the unread messages,
// and a reply arrives live. Sample Login's demo chats show history and unread messages.
// One who leaves a group chat loses it while the others see them leave; a hidden 1:1
// comes back with its next message or from '+ Chat'. Runs at 1280 px and at 375 px.
import type { Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, uniqueName, type NewAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { fullName, makeFriends, signIn } from '../support/two-people';
import { expectUsablePage } from '../support/page-checks';
import { expectAppPage, mainNavigation, pageContent } from '../support/screens';

const chatsLink = (page: Page) => mainNavigation(page).getByRole('link', { name: /^Chats/ });
const chatModal = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** The chat cards' names, top to bottom. */
const cardNames = (page: Page) => pageContent(page).getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

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
  const writerModal = await openChatWithNewFriend(page, writer, other.page, reader, appOrigin);
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

/** Both sign in and become friends; the writer opens their 1:1 with '+ Chat' in Friends. */
async function openChatWithNewFriend(page: Page, writer: NewAccount, readerPage: Page, reader: NewAccount, appOrigin: string) {
  const [writerID, readerID] = await Promise.all([signIn(page, writer), signIn(readerPage, reader)]);
  await makeFriends([page, writerID], [readerPage, readerID], appOrigin);
  await page.reload();
  await pageContent(page).getByRole('tab', { name: 'Friends' }).click();
  await pageContent(page).getByRole('article', { name: fullName(reader) }).getByRole('button', { name: '+ Chat' }).click();
  return chatModal(page, fullName(reader));
}

/**
 * A new chat through the API. The chat service learns of friendships from social-graph's
 * events, in a cluster a moment after they are made: until then it refuses (403), and
 * nothing is stored, so asking again is safe.
 */
async function createChat(page: Page, userID: string, withUsers: string[], appOrigin: string): Promise<void> {
  await expect
    .poll(async () => (await page.request.post(`/user/${userID}/chat/create`, { headers: { Origin: appOrigin }, data: { withUsers } })).status(), { timeout: 15_000 })
    .toBe(201);
}

test('one who leaves a group chat loses it, and the others see them leave live', async ({ page, request, mailbox, appOrigin, otherBrowser }) => {
  const ava = newAccount('group-maker', { firstName: 'Ava', lastName: uniqueName('Maker') });
  const ben = newAccount('group-leaver', { firstName: 'Ben', lastName: uniqueName('Leaver') });
  const cal = newAccount('group-stayer', { firstName: 'Cal', lastName: uniqueName('Stayer') });
  for (const account of [ava, ben, cal]) await createVerifiedAccount(request, mailbox, appOrigin, account);
  const [benBrowser, calBrowser] = [await otherBrowser('the leaver'), await otherBrowser('the one who stays')];
  const [avaID, benID, calID] = await Promise.all([signIn(page, ava), signIn(benBrowser.page, ben), signIn(calBrowser.page, cal)]);
  await makeFriends([page, avaID], [benBrowser.page, benID], appOrigin);
  await makeFriends([page, avaID], [calBrowser.page, calID], appOrigin);
  await createChat(page, avaID, [benID, calID], appOrigin);

  // Ava has the group open; Cal is on the list with an older chat above it.
  await chatsLink(page).click();
  await pageContent(page).getByRole('article', { name: 'Ben, Cal' }).getByRole('button').click();
  const avaModal = page.locator('[data-modal="chat-modal"]');
  await send(avaModal, 'Picnic on Sunday?');
  await createChat(calBrowser.page, calID, [avaID], appOrigin);
  await chatsLink(calBrowser.page).click();
  await expect.poll(() => cardNames(calBrowser.page)).toEqual([fullName(ava), 'Ava, Ben']);

  // Ben leaves, once he confirms.
  await chatsLink(benBrowser.page).click();
  await pageContent(benBrowser.page).getByRole('article', { name: 'Ava, Cal' }).getByRole('button').click();
  const benModal = chatModal(benBrowser.page, 'Ava, Cal');
  await benModal.getByRole('button', { name: 'Leave chat' }).click();
  const confirm = benBrowser.page.getByRole('alertdialog', { name: 'Leave this chat?' });
  await expect(confirm).toContainText('the others will see that you left');
  await expectUsablePage(benBrowser.page, 'leaving a group chat, asked to confirm');
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(benBrowser.page.getByRole('dialog')).toHaveCount(0);
  await expect(pageContent(benBrowser.page).getByRole('article', { name: 'Ava, Cal' })).toHaveCount(0);
  await expect(chatsLink(benBrowser.page)).toHaveAccessibleName('Chats');

  // Ava reads it live, as a notice among the messages; Ben is no longer among the members.
  const notice = avaModal.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Ben left' });
  await expect(notice).toBeVisible();
  // A notice, not a bubble.
  await expect(notice).toHaveClass('message-notice');
  await expect(avaModal.getByText('Ava, Cal', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cal', exact: true })).toBeVisible();
  await expectUsablePage(page, "a group chat with a member's leaving notice");
  // For Cal the group moves to the top like a new message, unread, named by those still in.
  await expect.poll(() => cardNames(calBrowser.page)).toEqual(['Ava', fullName(ava)]);
  await expect(pageContent(calBrowser.page).getByRole('article', { name: 'Ava', exact: true }).getByLabel('2 unread')).toBeVisible();

  // Ben cannot read the chat any more; Ava's messages after it do not reach him.
  const chatId = (await (await page.request.get(`/user/${avaID}/chats`)).json() as { chats: Array<{ _id: string; kind: string }> }).chats.find((chat) => chat.kind === 'group')!._id;
  expect((await benBrowser.page.request.get(`/user/${benID}/chat/${chatId}`)).status()).toBe(403);
  await send(avaModal, 'Shame, see you Ben');
  await expect(chatsLink(benBrowser.page)).toHaveAccessibleName('Chats');
});

test('a hidden 1:1 leaves only its reader\'s list until the other writes again, or the reader opens it from Friends', async ({ page, request, mailbox, appOrigin, otherBrowser }) => {
  const writer = newAccount('hide-writer', { firstName: 'Hana', lastName: uniqueName('Writer') });
  const reader = newAccount('hide-reader', { firstName: 'Hugo', lastName: uniqueName('Reader') });
  await createVerifiedAccount(request, mailbox, appOrigin, writer);
  await createVerifiedAccount(request, mailbox, appOrigin, reader);
  const other = await otherBrowser('the reader');
  const writerModal = await openChatWithNewFriend(page, writer, other.page, reader, appOrigin);
  await send(writerModal, 'Lunch?');

  // The reader reads it, then hides it: off their list, not the writer's.
  await chatsLink(other.page).click();
  const card = pageContent(other.page).getByRole('article', { name: fullName(writer) });
  await card.getByRole('button').click();
  const readerModal = chatModal(other.page, fullName(writer));
  await expect(readerModal.getByRole('listitem').filter({ hasText: 'Lunch?' })).toBeVisible();
  await expect(readerModal.getByRole('button', { name: 'Leave chat' })).toHaveCount(0);
  await expectUsablePage(other.page, 'a 1:1 chat with its Hide button');
  await readerModal.getByRole('button', { name: 'Hide' }).click();
  await expect(other.page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(pageContent(other.page).getByText('Nothing to show yet!')).toBeVisible();

  // The writer writes again: it is back, with its unread count and the badge.
  await send(writerModal, 'My treat!');
  await expect(card.getByLabel('1 unread')).toBeVisible();
  await expect(chatsLink(other.page)).toHaveAccessibleName('Chats , 1 unread');

  // Hidden again, '+ Chat' on the friend opens the same chat, with its messages, and lists it again.
  await card.getByRole('button').click();
  await readerModal.getByRole('button', { name: 'Hide' }).click();
  await expect(card).toHaveCount(0);
  await mainNavigation(other.page).getByRole('link', { name: 'Profile' }).click();
  await pageContent(other.page).getByRole('tab', { name: 'Friends' }).click();
  await pageContent(other.page).getByRole('article', { name: fullName(writer) }).getByRole('button', { name: '+ Chat' }).click();
  await expect(readerModal.getByRole('listitem').filter({ hasText: 'My treat!' })).toBeVisible();
  await readerModal.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeVisible();
});
