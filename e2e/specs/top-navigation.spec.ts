// The top navigation (spec §2 "Top navigation", §4 "Connection"): on the four app pages
// only, Alerts, Outing, Profile, Social and Chats with the active item highlighted, and a
// loading bar while the realtime connection connects.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdWebSockets } from '../support/held-requests';
import { expectAppPage, mainNavigation, pageContent } from '../support/screens';

const connectingBar = (page: Page) => page.getByRole('progressbar');

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

test('leads to each app page and highlights where the user is', async ({ page }) => {
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  await expectAppPage(page, 'Profile');
  const navigation = mainNavigation(page);
  for (const item of ['Outing', 'Social', 'Chats', 'Profile'] as const) {
    await navigation.getByRole('link', { name: item }).click();
    await expectAppPage(page, item);
  }
  await navigation.getByRole('button', { name: /^Alerts/ }).click();
  await expect(page.getByRole('dialog', { name: 'Alerts' })).toBeVisible();
});

test('is not shown on the other pages', async ({ page }) => {
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  await expectAppPage(page, 'Profile');
  for (const path of ['/email-verified', '/password-reset-success', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /outings/i })).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
  }
});

test('shows a loading bar while the realtime connection connects', async ({ page }) => {
  const held = await holdWebSockets(page, '**/socket.io/**');
  // WebSocket first: long-polling is only the fallback for a network that blocks it.
  const pollingRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/socket.io/') && pollingRequests.push(request.url()));
  await pageContent(page).getByRole('button', { name: 'Sample Login', exact: true }).click();
  await expectAppPage(page, 'Profile');
  await expect(connectingBar(page)).toBeVisible();
  held.release();
  await expect(connectingBar(page)).toHaveCount(0);
  expect(pollingRequests).toEqual([]);
});
