// `npm run start:cluster`: a part killed with `kill -9` is
// restarted by the runner, and the sign-ups going on meanwhile lose no verification
// mail and double none. Auth owns the outbox the mails start from, notification sends
// them, the gateway is every request's way in: each is killed once during the stream.
// This spec takes parts down, so it runs in a project of its own, after every other
// cluster test (playwright.config.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newAccount, signUpBody, type NewAccount } from '../support/accounts';
import { killHard, latestPid, runnerLines } from '../support/cluster-parts';

const SIGN_UPS = 24;
const SPACING_MS = 300;
/** Which part is killed just before which sign-up of the stream. */
const KILLS = [
  { part: 'notification', before: 4 },
  { part: 'auth', before: 10 },
  { part: 'gateway', before: 17 },
] as const;
/** How long a user keeps retrying a sign-up that got no answer or a 5xx. */
const RETRY_FOR_MS = 60_000;
/**
 * A mail job whose worker was killed is taken up again once its lock (30 s) has expired
 * and the next stalled-job check (every 30 s) has run: a mail sent before the kill and
 * sent again then would have arrived within this time after the kill.
 */
const STALLED_JOB_RECOVERY_MS = 65_000;

type Outcome = 'created' | 'existed' | 'failed';

/**
 * One sign-up as a user makes it: retried after no answer or a 5xx, as long as a user
 * would. Each from its own client address (the gateway trusts X-Forwarded-For from
 * loopback in the e2e cluster), since the sign-up throttle allows 10 per client address an hour.
 */
async function signUp(request: APIRequestContext, appOrigin: string, account: NewAccount, clientIp: string): Promise<{ outcome: Outcome; statuses: number[] }> {
  const statuses: number[] = [];
  const deadline = Date.now() + RETRY_FOR_MS;
  while (Date.now() < deadline) {
    const status = await request
      .post('/user/create', { headers: { Origin: appOrigin, 'X-Forwarded-For': clientIp }, data: signUpBody(account), failOnStatusCode: false })
      .then((response) => response.status(), () => 0); // 0: no answer, the gateway was down.
    statuses.push(status);
    if (status === 201) return { outcome: 'created', statuses };
    // An earlier attempt created the account, but its answer was lost with the killed part.
    if (status === 406 && statuses.length > 1) return { outcome: 'existed', statuses };
    if (status !== 0 && status < 500) break;
    await sleep(500);
  }
  return { outcome: 'failed', statuses };
}

test('parts killed with kill -9 are restarted, and every sign-up gets exactly one verification mail', async ({ request, appOrigin, mailbox }) => {
  test.setTimeout(180_000);
  const kills: { part: string; pid: number; at: number }[] = [];
  const signUps: Promise<{ account: NewAccount; outcome: Outcome; statuses: number[] }>[] = [];

  for (let index = 0; index < SIGN_UPS; index += 1) {
    for (const { part } of KILLS.filter((kill) => kill.before === index)) {
      kills.push({ part, pid: killHard(part), at: Date.now() });
    }
    const account = newAccount(`restart-${index}`);
    signUps.push(signUp(request, appOrigin, account, `198.51.100.${index + 1}`).then((result) => ({ account, ...result })));
    await sleep(SPACING_MS);
  }
  const results = await Promise.all(signUps);

  // Each killed part runs again in a new process, and the runner said why and when.
  for (const { part, pid } of kills) {
    await expect.poll(() => latestPid(part), { message: `a new ${part} process`, timeout: 30_000 }).not.toBe(pid);
    expect(runnerLines(), `the runner logs ${part}'s restart`).toContainEqual(
      expect.objectContaining({ part, exit: 'SIGKILL', level: 40, attempt: expect.any(Number), delayMs: expect.any(Number) }),
    );
  }

  // Every sign-up went through in the end, the way a user retrying would see it.
  expect(results.filter(({ outcome }) => outcome === 'failed').map(({ statuses }) => statuses)).toEqual([]);

  // No mail is lost: each address gets its verification mail...
  for (const { account } of results) await mailbox.waitForMail(account.email, 'verification', { timeoutMs: 100_000 });
  // ...and none twice, not even from a mail job whose worker died around its sending.
  const notificationKilledAt = kills.find(({ part }) => part === 'notification')?.at ?? Date.now();
  await sleep(Math.max(0, notificationKilledAt + STALLED_JOB_RECOVERY_MS - Date.now()));
  const mailCounts = await Promise.all(
    results.map(async ({ account }) => ({ to: account.email, mails: (await mailbox.mailsTo(account.email, 'verification')).length })),
  );
  expect(mailCounts.filter(({ mails }) => mails !== 1)).toEqual([]);
});
