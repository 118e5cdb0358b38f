// Creates the demo accounts that do not exist yet, exactly as a sign-up would (same
// repository calls, same `account.registered` event) but already verified, so no mail
// goes out. Safe on every start and across replicas: the unique username lets one win.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { demoPictureKey } from '@outings/contracts';
import type { SignUpService } from '../application/sign-up.service';
import type { CredentialsRepository } from '../persistence/credentials.repository';
import { demoAccounts } from './demo-accounts';

/** Nobody is meant to log in as the other demo people; the suffix meets the password rule. */
function unguessablePassword(): string {
  return `${randomBytes(24).toString('base64url')}#1`;
}

export async function seedDemoAccounts(signUp: SignUpService, credentials: CredentialsRepository, logger: Logger): Promise<void> {
  // Logged by user id: the logs never carry an address (docs/architecture.md, "Logs").
  const created: string[] = [];
  for (const { slug, password, ...account } of demoAccounts()) {
    // Checked first so a restart hashes no password for accounts that already exist.
    if (await credentials.findByUsername(account.username)) continue;
    const outcome = await signUp.register(
      {
        ...account,
        password: password ?? unguessablePassword(),
        profile_picture: { key: demoPictureKey(slug), zoom: 1, crop: { x: 0, y: 0 } },
      },
      { verified: true },
    );
    if (outcome.kind === 'created') created.push(outcome.userId);
  }
  if (created.length > 0) logger.info({ userIds: created }, 'demo accounts created');
}
