// Global teardown of the e2e run: no log line of the apps may carry a
// password hash, a mailed secret, a test account's password or a full e-mail address of
// a test account. Runs after every test, while the apps and the mailbox still run, over
// the files support/app-output.ts wrote; fails the run listing the offending lines.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT_PASSWORDS, SAMPLE_ACCOUNT, TEST_EMAIL_DOMAIN } from './accounts';
import { APP_LOGS_DIR, MAILBOX_URL } from './e2e-environment';
import { describeLeaks, findLeaks, patternNeedle, valuesNeedle } from './log-leaks';

const seenSchema = z.object({ recipients: z.array(z.string()), secrets: z.array(z.string()) });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function appLogFiles(): string[] {
  const files = existsSync(APP_LOGS_DIR) ? readdirSync(APP_LOGS_DIR).filter((name) => name.endsWith('.log')) : [];
  if (files.length === 0) throw new Error(`No app logs in ${APP_LOGS_DIR}: e2e/support/launch-app.ts writes them.`);
  return files.map((name) => path.join(APP_LOGS_DIR, name));
}

/** The apps' last lines are still on their way through the pipes: wait until the files stop growing. */
async function untilQuiet(files: readonly string[], { quietMs = 1_000, maxMs = 10_000 } = {}): Promise<void> {
  const size = () => files.reduce((total, file) => total + statSync(file).size, 0);
  const deadline = Date.now() + maxMs;
  let last = size();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = size();
    if (now !== last) [last, quietSince] = [now, Date.now()];
  }
}

export default async function scanAppLogs(): Promise<void> {
  const files = appLogFiles();
  await untilQuiet(files);
  const response = await fetch(`${MAILBOX_URL}/seen`);
  if (!response.ok) throw new Error(`The e2e mailbox answered ${response.status} to /seen.`);
  const seen = seenSchema.parse(await response.json());
  const domains = [TEST_EMAIL_DOMAIN, SAMPLE_ACCOUNT.email.split('@')[1] ?? ''].map(escape).join('|');
  const leaks = findLeaks(files, [
    patternNeedle('argon2 hash', /\$argon2/),
    // A local part ending right before the '@': a masked a***@example.com does not count.
    patternNeedle('test account address', new RegExp(`[A-Za-z0-9_%+-]@(?:${domains})\\b`, 'i')),
    valuesNeedle('mail recipient', seen.recipients),
    valuesNeedle('mailed secret', seen.secrets),
    valuesNeedle('account password', ACCOUNT_PASSWORDS),
  ]);
  if (leaks.length > 0) {
    throw new Error(`${leaks.length} app log line(s) carry what no log may carry (docs/architecture.md, "Logs"):\n${describeLeaks(leaks)}`);
  }
  console.log(`Log scan: ${files.map((file) => path.basename(file)).join(', ')} clean (${seen.secrets.length} mailed secrets, ${seen.recipients.length} recipients checked).`);
}
