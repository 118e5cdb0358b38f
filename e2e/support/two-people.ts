// Specs where several people use the app at once (friends, chats, outings): signing in as
// an account to get its id, and making two of them friends. Each other person's browser
// is the `otherBrowser` fixture (fixtures.ts).
import { expect, type Page } from '@playwright/test';
import type { NewAccount } from './accounts';
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

/** A signed-in person: their browser's page and their user id. */
export type SignedIn = readonly [page: Page, userID: string];

/** Friends at once: each asks the other (the second request makes the friendship). */
export async function makeFriends([firstPage, firstID]: SignedIn, [secondPage, secondID]: SignedIn, appOrigin: string): Promise<void> {
  for (const [page, from, to] of [[firstPage, firstID, secondID], [secondPage, secondID, firstID]] as const) {
    const asked = await page.request.post(`/user/${from}/add-friend`, { headers: { Origin: appOrigin }, data: { friendID: to } });
    expect(asked.status(), await asked.text()).toBe(200);
  }
}
