// Web push (spec §3 "Push subscription", §4 "Service worker"): a new user
// turns notifications on from the app's offer, closes the app, and what happens meanwhile
// (a friend request, a chat message) arrives as pushes at the device's push endpoint,
// encrypted for it and signed with the app's VAPID key. Shown by the service worker, each
// opens its screen when clicked. Chromium here cannot reach a push service: the page's
// PushManager hands out a subscription of a local endpoint (support/push-device.ts).
import type { Page } from '@playwright/test';
import { startPushEndpoint, type DecryptedPush, type PushEndpoint } from '../../test-support';
import { createVerifiedAccount, newAccount, uniqueName } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { expectUsablePage } from '../support/page-checks';
import { clickNotification, deliverPush, shownNotifications, useLocalPushService } from '../support/push-device';
import { expectAppPage, mainNavigation, pageContent } from '../support/screens';
import { fullName, signIn } from '../support/two-people';

test.use({ serviceWorkers: 'allow' });

const pushOffer = (page: Page) => page.getByRole('complementary', { name: 'Get alerts when the app is closed' });

let pushEndpoint: PushEndpoint;
test.beforeEach(async () => {
  pushEndpoint = await startPushEndpoint();
});
test.afterEach(async () => {
  await pushEndpoint.close();
});

test('after allowing notifications, alerts of the closed app arrive as pushes, and a click opens their screen', async ({
  page,
  context,
  request,
  mailbox,
  appOrigin,
  otherBrowser,
}) => {
  const reader = newAccount('push-reader', { firstName: 'Posy', lastName: uniqueName('Reader') });
  const writer = newAccount('push-writer', { firstName: 'Wes', lastName: uniqueName('Writer') });
  await createVerifiedAccount(request, mailbox, appOrigin, reader);
  await createVerifiedAccount(request, mailbox, appOrigin, writer);
  const device = pushEndpoint.newSubscription();
  await useLocalPushService(context, device);
  const pushTo = (predicate: (push: DecryptedPush) => boolean) => pushEndpoint.waitFor((push) => push.endpoint === device.endpoint && predicate(push), 20_000);

  const readerID = await test.step('the reader turns notifications on from the offer the app makes after sign-in', async () => {
    const id = await signIn(page, reader);
    await expect(pushOffer(page)).toBeVisible();
    await expectUsablePage(page, 'the push offer');
    // The browser's answer to the permission dialog the click opens.
    await context.grantPermissions(['notifications'], { origin: appOrigin });
    const subscribed = page.waitForResponse((response) => new URL(response.url()).pathname === '/notifications/push/subscribe');
    await pushOffer(page).getByRole('button', { name: 'Turn on' }).click();
    expect((await subscribed).status()).toBe(201);
    await expect(pushOffer(page)).toBeHidden();
    return id;
  });

  const { key: vapidKey } = (await (await request.get('/notifications/vapid-public-key')).json()) as { key: string };
  const writerSide = await otherBrowser('the writer');

  const friendRequest = await test.step('with the app closed, a friend request arrives as a push', async () => {
    // Closed before the writer signs in: by the request, the server has seen the app's socket go.
    await page.close();
    const writerID = await signIn(writerSide.page, writer);
    const asked = await writerSide.page.request.post(`/user/${writerID}/add-friend`, { headers: { Origin: appOrigin }, data: { friendID: readerID } });
    expect(asked.status(), await asked.text()).toBe(200);
    const push = await pushTo((candidate) => candidate.message.url === '/social');
    expect(push.message).toMatchObject({ title: 'Friend request', body: `${writer.firstName} sent you a friend request`, url: '/social' });
    expect(push.vapidKey).toBe(vapidKey);
    return push.message;
  });

  const reopened = await test.step('shown by the service worker, its click opens Social, where the request is answered', async () => {
    const app = await context.newPage();
    await app.goto('/profile');
    await expectAppPage(app, 'Profile');
    await deliverPush(context, app, appOrigin, friendRequest);
    await expect.poll(() => shownNotifications(app)).toEqual([
      expect.objectContaining({ title: friendRequest.title, body: friendRequest.body, tag: friendRequest.tag, data: { url: '/social' }, icon: expect.stringMatching(/\/icon-192\.[0-9a-f]{8}\.png$/) }),
    ]);
    await clickNotification(context, appOrigin, friendRequest.tag ?? '');
    await expectAppPage(app, 'Social');
    await expect(shownNotifications(app)).resolves.toEqual([]);
    const alerts = mainNavigation(app).getByRole('button', { name: /^Alerts/ });
    await expect(alerts).toHaveAccessibleName('Alerts , 1 new');
    await alerts.click();
    const request = app.getByRole('dialog', { name: 'Alerts' }).getByRole('listitem').filter({ hasText: `${writer.firstName} sent you a friend request` });
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    return app;
  });

  const message = 'Picnic by the river at noon?';
  const chatPush = await test.step('with the app closed again, a chat message arrives as a push', async () => {
    await reopened.close();
    const { page: writerPage } = writerSide;
    await writerPage.reload();
    await expectAppPage(writerPage, 'Profile');
    await pageContent(writerPage).getByRole('tab', { name: 'Friends' }).click();
    await pageContent(writerPage).getByRole('article', { name: fullName(reader) }).getByRole('button', { name: '+ Chat' }).click();
    const chat = writerPage.getByRole('dialog', { name: fullName(reader) });
    await chat.getByRole('textbox', { name: 'Message' }).fill(message);
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(chat.getByRole('listitem').filter({ hasText: message })).toBeVisible();
    // The new chat is an alert of its own, then comes the message.
    const started = await pushTo((candidate) => candidate.message.body === `A chat was started by ${writer.firstName}`);
    expect(started.message).toMatchObject({ title: 'New chat', url: '/chat' });
    const push = await pushTo((candidate) => candidate.message.body === message);
    expect(push.message).toMatchObject({ title: writer.firstName, url: '/chat' });
    return push.message;
  });

  await test.step('its click opens Chats, where the message waits', async () => {
    const app = await context.newPage();
    await app.goto('/profile');
    await expectAppPage(app, 'Profile');
    await deliverPush(context, app, appOrigin, chatPush);
    await expect.poll(async () => (await shownNotifications(app)).map(({ title, body, data }) => ({ title, body, data }))).toEqual([
      { title: writer.firstName, body: message, data: { url: '/chat' } },
    ]);
    await clickNotification(context, appOrigin, chatPush.tag ?? '');
    await expectAppPage(app, 'Chats');
    const card = pageContent(app).getByRole('article', { name: fullName(writer) });
    await expect(card.getByLabel('1 unread')).toBeVisible();
    await card.getByRole('button').click();
    await expect(app.getByRole('dialog', { name: fullName(writer) }).getByRole('list', { name: 'Messages' })).toContainText(message);
  });
});
