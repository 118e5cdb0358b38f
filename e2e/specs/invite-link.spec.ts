// Bringing people in (Profile → Friends → 'Invite Friends'; Outing → Add Outing Members):
// a user makes their invite link; someone who opens it lands on the sign-up, signs up,
// verifies and logs in, and the two are friends at once, each with an alert saying so.
// A daily match is befriended right on its card. Runs at 1280 px and at 375 px.
import type { Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, randomListedCity, uniqueName } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { expectUsablePage } from '../support/page-checks';
import { createAccountModal, expectAppPage, fillAccountForm, logIn, mainNavigation, pageContent } from '../support/screens';
import { fullName, signIn } from '../support/two-people';

const alertsButton = (page: Page) => mainNavigation(page).getByRole('button', { name: /^Alerts/ });

test('an invite link makes whoever signs up through it a friend at once, and a daily match is befriended on its card', async ({
  page,
  request,
  mailbox,
  appOrigin,
  otherBrowser,
}) => {
  test.setTimeout(180_000);
  const city = randomListedCity();
  // The match signs up first in the inviter's city: the inviter gets them among the day's matches.
  const match = newAccount('match', { firstName: uniqueName('Mae'), lastName: 'Match', location: city });
  const inviter = newAccount('inviter', { firstName: uniqueName('Ines'), lastName: 'Inviter', location: city });
  const newcomer = newAccount('newcomer', { firstName: uniqueName('Nico'), lastName: 'Newcomer' });
  for (const account of [match, inviter]) await createVerifiedAccount(request, mailbox, appOrigin, account);
  await signIn(page, inviter);

  let url = '';
  await test.step('the inviter makes their link in Profile → Friends → Invite Friends', async () => {
    await pageContent(page).getByRole('tab', { name: 'Friends' }).click();
    await pageContent(page).getByRole('button', { name: 'Invite Friends' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Friends' });
    await invite.getByRole('button', { name: 'Make My Link' }).click();
    const field = invite.getByRole('textbox', { name: 'Your invite link' });
    await expect(field).toHaveValue(new RegExp(`^${appOrigin}/\\?invite=[A-Za-z0-9_-]{43}$`));
    await expect(invite).toContainText('0 of 20 sign-ups');
    await expect(invite.getByRole('button', { name: /^(Share|Copy) Link$/ })).toBeVisible();
    await expectUsablePage(page, 'the invite link modal');
    url = await field.inputValue();
    await invite.getByRole('button', { name: 'Close' }).click();
  });

  const other = await otherBrowser('the newcomer');
  await test.step('the newcomer opens the link: the sign-up opens, saying who they will be friends with', async () => {
    await other.page.goto(url);
    const modal = createAccountModal(other.page);
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('You were invited by a friend: you will be friends as soon as you sign up.');
    // The secret leaves the address bar at once.
    expect(new URL(other.page.url()).search).toBe('');
    await fillAccountForm(other.page, modal, newcomer);
    await modal.getByRole('button', { name: 'Create Profile', exact: true }).click();
    await expect(modal.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
  });

  await test.step('verified and signed in, the newcomer is the inviter’s friend, and told so', async () => {
    await other.page.goto(await mailbox.waitForLink(newcomer.email, 'verification'));
    await expect(other.page).toHaveURL('/email-verified');
    await other.page.goto('/login');
    await logIn(other.page, newcomer.email, newcomer.password);
    await expectAppPage(other.page, 'Profile');
    await pageContent(other.page).getByRole('tab', { name: 'Friends' }).click();
    await expect(pageContent(other.page).getByRole('article', { name: fullName(inviter) })).toBeVisible();
    await expect(alertsButton(other.page)).toHaveAccessibleName('Alerts , 1 new');
    await alertsButton(other.page).click();
    await expect(other.page.getByRole('dialog', { name: 'Alerts' })).toContainText(`You are now friends with ${inviter.firstName}, who invited you to Outings.`);
  });

  await test.step('the inviter sees the new friend and the alert live, and the link counts the sign-up', async () => {
    await expect(pageContent(page).getByRole('article', { name: fullName(newcomer) })).toBeVisible();
    await expect(alertsButton(page)).toHaveAccessibleName('Alerts , 1 new');
    await alertsButton(page).click();
    const alerts = page.getByRole('dialog', { name: 'Alerts' });
    await expect(alerts).toContainText(`${newcomer.firstName} joined Outings through your invite link. You are now friends!`);
    await alerts.getByRole('button', { name: 'Close' }).click();
    await pageContent(page).getByRole('button', { name: 'Invite Friends' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Friends' });
    await expect(invite).toContainText('1 of 20 sign-ups');
    // Turned off, the link befriends nobody more, and the modal offers a new one.
    await invite.getByRole('button', { name: 'Turn Off' }).click();
    await expect(invite.getByRole('button', { name: 'Make My Link' })).toBeVisible();
    await invite.getByRole('button', { name: 'Close' }).click();
  });

  await test.step("a daily match gets '+ Friend' right on its card", async () => {
    await mainNavigation(page).getByRole('link', { name: 'Outing' }).click();
    await expectAppPage(page, 'Outing');
    await pageContent(page).getByRole('button', { name: 'Add Outing Members' }).click();
    const matches = page.getByRole('dialog', { name: 'Add Outing Members' }).getByRole('region', { name: 'Daily Matches' });
    const card = matches.getByRole('article', { name: fullName(match) });
    await card.getByRole('button', { name: `+ Friend ${match.firstName}` }).click();
    await expect(card.getByText('Requested')).toBeVisible();
    await expect(card.getByRole('button', { name: `Add ${match.firstName}` })).toBeVisible();
    await expectUsablePage(page, 'a daily match befriended on its card');
  });
});
