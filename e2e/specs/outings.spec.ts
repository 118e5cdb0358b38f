// Outings from plan to completion, and the feed (spec §2 outing-planning page, outing
// modal, social page, popups; §4 "Create outing", "Outing lifecycle", "Invitee",
// "Photos", "Leave and delete"; §5 "Outing", "Photos"; §8 the 406 popups): three people
// in three browsers. A plans with B (a friend) and C (a daily match); B joins from the
// alert, C declines; A and B upload photos and both mark it complete with a rating that
// lands on the activity; the outing shows in a friend's feed, who likes it. Then the
// pending-outings cap and a flake. Runs at 1280 px and at 375 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, DEFAULT_LOCATION, newAccount, randomListedCity, uniqueName, type NewAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import type { Mailbox } from '../support/mailbox';
import { expectUsablePage } from '../support/page-checks';
import { expectAppPage, mainNavigation, pageContent } from '../support/screens';
import { gradientPngFile } from '../support/test-image';
import { makeFriends, signIn } from '../support/two-people';

const CAP_HEADER = 'You have too many Pending Outings!';
const CAP_MESSAGE =
  'You can only have up to 5 pending outings at a time. Either complete or delete some outings before trying to create another one; outings are viewable in Profile.';

const alertsButton = (page: Page) => mainNavigation(page).getByRole('button', { name: /^Alerts/ });
const outingModal = (page: Page, name: string) => page.getByRole('dialog', { name });

/** An activity of the planner's own, so the ratings on its card are this test's alone. */
async function createActivity(page: Page, userID: string, appOrigin: string): Promise<string> {
  const name = uniqueName('Lake swim ');
  const created = await page.request.post('/activity/create', {
    headers: { Origin: appOrigin },
    data: {
      userID,
      activity: {
        name,
        location: DEFAULT_LOCATION,
        description: 'A morning swim across the lake, then breakfast on the shore.',
        category: 'Nature',
        duration: 2,
        cost: 5,
        participants: 2,
        goal: 'Swim to the far buoy and back.',
        instructions: [
          { kind: 'travel', title: 'Meet at the pier', details: 'Seven sharp, towels packed.' },
          { kind: 'play', title: 'Swim', details: 'Stay together, buoy and back.' },
          { kind: 'capture', title: 'Photo', details: 'One picture of the group on the shore.' },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return name;
}

/** People who sign up in one city of their own, the match first: the planner gets them among the day's matches. */
async function people(request: APIRequestContext, mailbox: Mailbox, appOrigin: string) {
  const city = randomListedCity();
  // First names of their own: buttons and alerts name people by them, and earlier tests'
  // people can be among the day's matches too.
  const match = newAccount('match', { firstName: uniqueName('Cleo'), lastName: 'Match', location: city });
  const planner = newAccount('planner', { firstName: uniqueName('Ada'), lastName: 'Planner', location: city });
  const friend = newAccount('friend', { firstName: uniqueName('Ben'), lastName: 'Friend' });
  for (const account of [match, planner, friend]) await createVerifiedAccount(request, mailbox, appOrigin, account);
  return { match, planner, friend };
}

/** On /outing: the match and the friend put in the draft, and the activity selected. */
async function planOuting(page: Page, match: NewAccount, friend: NewAccount | null, activity: string): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Outing' }).click();
  await expectAppPage(page, 'Outing');
  await pageContent(page).getByRole('button', { name: 'Add Outing Members' }).click();
  const addMembers = page.getByRole('dialog', { name: 'Add Outing Members' });
  await addMembers.getByRole('region', { name: 'Daily Matches' }).getByRole('button', { name: `Add ${match.firstName}` }).click();
  if (friend) await addMembers.getByRole('region', { name: 'Active Friends' }).getByRole('button', { name: `Add ${friend.firstName}` }).click();
  await addMembers.getByRole('button', { name: 'Close' }).click();
  await pageContent(page).getByRole('tab', { name: 'Nature', exact: true }).click();
  await pageContent(page).getByRole('article', { name: activity, exact: true }).getByRole('button', { name: 'Select', exact: true }).click();
}

/** The 4:3 crop is stored 4:3; the viewer shows it whole within the screen, with a Close button, and Esc closes it. */
async function expectPhotoViewerFits(page: Page, modal: ReturnType<typeof outingModal>, activity: string): Promise<void> {
  await modal.getByRole('img', { name: `Photo 1 of ${activity}` }).click();
  const viewer = page.getByRole('dialog', { name: `Photo 1 of ${activity}` });
  const photo = viewer.getByRole('img');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight)).toBeCloseTo(4 / 3, 2);
  const box = (await photo.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectUsablePage(page, 'the photo viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

async function uploadOutingPhoto(page: Page, modal: ReturnType<typeof outingModal>): Promise<void> {
  await modal.locator('input[type="file"]').setInputFiles(gradientPngFile());
  const cropper = page.getByRole('dialog', { name: 'Upload Photo' });
  await cropper.getByRole('button', { name: 'Use Photo', exact: true }).click();
  await expect(cropper).toBeHidden();
}

/** 'Mark Complete', then the rating: Confirm works only once the rating was touched (spec §4). */
async function markComplete(modal: ReturnType<typeof outingModal>, rating: string): Promise<void> {
  await modal.getByRole('button', { name: 'Mark Complete' }).click();
  const confirm = modal.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  // A click, not check(): the default 5 is checked already, and picking it again is a touch too.
  // The stars are labels around hidden radio buttons: a person taps the star.
  await modal.locator('label', { has: modal.page().getByRole('radio', { name: `${rating} stars`, exact: true }) }).click();
  await expect(modal.getByRole('radio', { name: `${rating} stars`, exact: true })).toBeChecked();
  await confirm.click();
}

test('three people plan an outing, join, upload, complete and rate it; a friend sees it in the feed and likes it', async ({
  page,
  request,
  mailbox,
  appOrigin,
  consoleGuard,
  otherBrowser,
}) => {
  test.setTimeout(240_000);
  // The browser logs the refused completion (no photo yet) as a failed resource.
  consoleGuard.expectFailedResponse('/outing/', 406);
  const { match, planner, friend } = await people(request, mailbox, appOrigin);
  const b = await otherBrowser('the friend');
  const c = await otherBrowser('the match');
  const [plannerID, friendID, matchID] = await Promise.all([signIn(page, planner), signIn(b.page, friend), signIn(c.page, match)]);
  await makeFriends([page, plannerID], [b.page, friendID], appOrigin);
  const activity = await createActivity(page, plannerID, appOrigin);
  await page.reload();
  await expectAppPage(page, 'Profile');

  // A plans: the match, the friend, the activity; 'Create Outing' → popup, the outing opens.
  await planOuting(page, match, friend, activity);
  const createOuting = pageContent(page).getByRole('button', { name: 'Create Outing' });
  await createOuting.click();
  await expect(page.getByRole('alertdialog', { name: 'Outing Created!' }).or(page.getByRole('dialog', { name: 'Outing Created!' }))).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const plannerModal = outingModal(page, activity);
  await expect(plannerModal.getByText('Pending')).toBeVisible();
  await expect(plannerModal.getByRole('region', { name: 'Invited' })).toContainText(match.firstName);
  await expectUsablePage(page, 'the outing modal of a new outing');
  // The planning state resets a second later: only the user, no activity.
  await expect(createOuting).toHaveCount(0, { timeout: 5_000 });

  // B joins from the alert; the outing's chat opens.
  await expect(alertsButton(b.page)).toHaveAccessibleName(/Alerts , \d+ new/);
  await alertsButton(b.page).click();
  const bAlerts = b.page.getByRole('dialog', { name: 'Alerts' });
  const invite = bAlerts.getByRole('listitem').filter({ hasText: `${planner.firstName} invited you to ${activity}` });
  await invite.getByRole('button', { name: 'Join' }).click();
  await expectAppPage(b.page, 'Chats');
  await expect(b.page.getByRole('dialog', { name: activity })).toBeVisible();
  // Answered, the invite asks nothing more: the badge no longer counts it, and 'Clear all' takes it.
  await b.page.getByRole('dialog', { name: activity }).getByRole('button', { name: 'Close' }).click();
  await expect(alertsButton(b.page)).toHaveAccessibleName('Alerts');
  await alertsButton(b.page).click();
  await expect(bAlerts.getByRole('listitem').filter({ hasText: `${planner.firstName} invited you to ${activity}` })).toContainText('Accepted');
  await bAlerts.getByRole('button', { name: 'Clear all' }).click();
  await expect(bAlerts.getByText('Nothing Here!')).toBeVisible();
  await bAlerts.getByRole('button', { name: 'Close' }).click();
  // The outing's chat is on the Chats page: B opens it again.
  await pageContent(b.page).getByRole('article', { name: activity }).getByRole('button').click();
  await expect(b.page.getByRole('dialog', { name: activity })).toBeVisible();

  // C declines: the alert is cleared, and A is told.
  await alertsButton(c.page).click();
  const cAlerts = c.page.getByRole('dialog', { name: 'Alerts' });
  await cAlerts.getByRole('listitem').filter({ hasText: `${planner.firstName} invited you to ${activity}` }).getByRole('button', { name: 'Clear' }).click();
  await expect(cAlerts.getByText('Nothing Here!')).toBeVisible();
  await cAlerts.getByRole('button', { name: 'Close' }).click();
  await expect(alertsButton(page)).toHaveAccessibleName(/Alerts , [1-9]\d* new/);

  // Completing needs a photo: A is refused, then both upload and mark it complete.
  await expect(plannerModal.getByRole('region', { name: 'Members' })).toContainText(friend.firstName);
  await markComplete(plannerModal, '4');
  await expect(page.getByRole('alertdialog', { name: 'No Photos Uploaded!' })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await uploadOutingPhoto(page, plannerModal);
  await expect(plannerModal.getByRole('img', { name: `Photo 1 of ${activity}` })).toBeVisible();
  await expectPhotoViewerFits(page, plannerModal, activity);
  // A second photo is the last one a member may add: 'Upload Photo' then says so at once.
  await uploadOutingPhoto(page, plannerModal);
  await expect(plannerModal.getByRole('img', { name: `Photo 2 of ${activity}` })).toBeVisible();
  await plannerModal.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Too many photos!' })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  // The rating form stayed open with the 4 chosen: confirming again now passes.
  await plannerModal.getByRole('button', { name: 'Confirm' }).click();
  await expect(plannerModal.getByText('You marked this outing complete. It completes once every member has.')).toBeVisible();

  await b.page.getByRole('dialog', { name: activity }).getByRole('button', { name: 'View Outing' }).click();
  const friendModal = outingModal(b.page, activity).last();
  await uploadOutingPhoto(b.page, friendModal);
  await markComplete(friendModal, '5');
  await expect(friendModal.getByRole('status')).toContainText(/last/i);
  await expect(friendModal.getByText('Completed', { exact: true })).toBeVisible();
  await expect(friendModal.getByRole('button', { name: 'Upload Photo' })).toHaveCount(0);
  await expectUsablePage(b.page, 'a completed outing');

  // The rating lands on the activity: (4 + 5) / 2.
  await page.goto('/outing');
  await pageContent(page).getByRole('tab', { name: 'Nature', exact: true }).click();
  await expect(pageContent(page).getByRole('article', { name: activity, exact: true })).toContainText('4.5/5');

  // A friend of A's (C, now) sees it in the feed and likes it.
  await makeFriends([page, plannerID], [c.page, matchID], appOrigin);
  await mainNavigation(c.page).getByRole('link', { name: 'Social' }).click();
  await expectAppPage(c.page, 'Social');
  const post = pageContent(c.page).getByRole('article', { name: activity });
  await expect(post).toContainText(planner.firstName);
  await expect(post).toContainText(friend.firstName);
  const heart = post.getByRole('button', { name: 'Like' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Like, 1 like');
  await expectUsablePage(c.page, 'the feed with a liked post');
});

test('the pending-outings cap shows its popup, and a member who leaves has flaked out', async ({
  page,
  request,
  mailbox,
  appOrigin,
  consoleGuard,
  otherBrowser,
}) => {
  test.setTimeout(180_000);
  // The refused creation: the browser's failed resource, and the app's log of it (spec §8).
  consoleGuard.expectFailedResponse('/outing/', 406);
  consoleGuard.expectConsoleError(/Creating the outing failed 406/);
  const { match, planner } = await people(request, mailbox, appOrigin);
  const c = await otherBrowser('the match');
  const [plannerID, matchID] = await Promise.all([signIn(page, planner), signIn(c.page, match)]);
  const activity = await createActivity(page, plannerID, appOrigin);

  // Five pending outings, each with the match invited.
  const activityId = await activityID(page, activity);
  for (let made = 0; made < 5; made += 1) {
    const created = await page.request.post(`/outing/${plannerID}/create-outing`, {
      headers: { Origin: appOrigin },
      data: { users: [plannerID, matchID], activity: { _id: activityId } },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  // A sixth is refused with the cap's popup.
  await page.reload();
  await planOuting(page, match, null, activity);
  await pageContent(page).getByRole('button', { name: 'Create Outing' }).click();
  const cap = page.getByRole('alertdialog', { name: CAP_HEADER });
  await expect(cap).toContainText(CAP_MESSAGE);
  await expectUsablePage(page, 'the too-many-outings popup');
  await cap.getByRole('button', { name: 'OK', exact: true }).click();

  // The match joins the newest from its Outings tab; the outing's chat opens. Leaving it
  // while the planner remains is a flake.
  await mainNavigation(c.page).getByRole('link', { name: 'Profile' }).click();
  await pageContent(c.page).getByRole('tab', { name: 'Outings' }).click();
  await pageContent(c.page).getByRole('button', { name: new RegExp(activity) }).first().click();
  await outingModal(c.page, activity).getByRole('button', { name: 'Join Outing' }).click();
  await expectAppPage(c.page, 'Chats');
  await c.page.getByRole('dialog', { name: activity }).getByRole('button', { name: 'View Outing' }).click();
  const modal = outingModal(c.page, activity).last();
  await modal.getByRole('button', { name: 'Leave Outing' }).click();
  await c.page.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(modal.getByText('You flaked out!')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Upload Photo' })).toHaveCount(0);
  await expectUsablePage(c.page, 'an outing the user flaked');

  // The flake reaches the match's card: one outing, flaked, 5.0.
  await expect
    .poll(async () => ((await (await c.page.request.get(`/user/stripped-user/${matchID}`)).json()) as { flake: number }).flake)
    .toBe(5);
});

/** The id of the planner's activity of that name, as the outing page reads it. */
async function activityID(page: Page, name: string): Promise<string> {
  const list = (await (await page.request.get('/activity/get-all')).json()) as { activities: { _id: string; name: string }[] };
  const found = list.activities.find((activity) => activity.name === name);
  if (!found) throw new Error(`no activity ${name}`);
  return found._id;
}
