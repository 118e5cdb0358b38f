// Specs where two people use the app at once (friends, chats): the second person's
// browser, shaped like the project's own, and signing in as an account to get its id.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { NewAccount } from './accounts';
import { guardConsole } from './console-guard';
import { expectAppPage, logIn } from './screens';

/** The name cards and titles show for an account. */
export const fullName = (account: NewAccount) => `${account.firstName} ${account.lastName}`;

/** Signs in on the login screen, lands on Profile, and answers the account's user id. */
export async function signIn(page: Page, account: NewAccount): Promise<string> {
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expectAppPage(page, 'Profile');
  const session = await page.request.get('/auth/check');
  return ((await session.json()) as { user: { _id: string } }).user._id;
}

/** A second person's browser with its own console guard; the spec closes it and checks the guard. */
export async function secondBrowser(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block', locale: 'en-US' });
  return { context, guard: guardConsole(context), page: await context.newPage() };
}
