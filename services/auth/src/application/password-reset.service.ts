// Forgotten passwords: a mailed secret, valid one hour and once, lets the owner choose a
// new password. The user id alone, which appears in the reset page's URL, opens nothing.
import { PasswordResetRequested, createEvent, isUuid } from '@outings/contracts';
import type { Database, Outbox } from '@outings/db';
import { currentRequestId } from '@outings/service-kit';
import { resetPasswordLink } from '../domain/account-links';
import { hashPassword } from '../domain/password-hashing';
import { checkSecret, issueSecret } from '../domain/secret-token';
import type { CredentialsRepository } from '../persistence/credentials.repository';
import type { SecretsRepository } from '../persistence/secrets.repository';
import type { LoginThrottle } from '../throttling/login-throttle';
import type { MailThrottle } from '../throttling/mail-throttle';

export interface PasswordResetDependencies {
  database: Database;
  outbox: Outbox;
  credentials: CredentialsRepository;
  secrets: SecretsRepository;
  mailThrottle: MailThrottle;
  loginThrottle: LoginThrottle;
  publicUrl: string;
}

export interface PasswordResetService {
  /**
   * Mails a reset link when the address has an account, and answers the same when it
   * has none. Resolves to the milliseconds to wait when asked too often, else 0.
   */
  sendResetLink(username: string, clientIp: string): Promise<number>;
  /**
   * Sets a new password when `token` is the account's live reset secret, and lifts the login
   * throttle of the account and of the client IP the owner reset from. False changes nothing.
   */
  resetPassword(userId: string, token: string, password: string, clientIp: string): Promise<boolean>;
}

export function createPasswordResetService({
  database,
  outbox,
  credentials,
  secrets,
  mailThrottle,
  loginThrottle,
  publicUrl,
}: PasswordResetDependencies): PasswordResetService {
  return {
    async sendResetLink(username, clientIp) {
      const waitMs = await mailThrottle.take('reset-link', username, clientIp);
      if (waitMs > 0) return waitMs;
      const account = await credentials.findByUsername(username);
      if (!account) return 0;
      const secret = issueSecret('reset-password', new Date());
      await database.transaction(async (tx) => {
        await secrets.replace(tx, account.userId, 'reset-password', secret);
        await outbox.add(
          tx,
          createEvent(
            PasswordResetRequested,
            {
              userId: account.userId,
              email: account.username,
              firstName: account.firstName,
              resetUrl: resetPasswordLink(publicUrl, account.userId, secret.token),
            },
            { correlationId: currentRequestId() },
          ),
        );
      });
      return 0;
    },

    async resetPassword(userId, token, password, clientIp) {
      if (!isUuid(userId)) return false;
      // A cheap look first, so a wrong link never costs an argon2 hash.
      const current = await secrets.find(userId, 'reset-password');
      if (!current || checkSecret(current, token, new Date()) !== 'valid') return false;
      const passwordHash = await hashPassword(password);

      const username = await database.transaction(async (tx) => {
        const now = new Date();
        // Checked again under the row lock: of two uses racing, one wins.
        const secret = await secrets.findForUse(tx, userId, 'reset-password');
        if (!secret || checkSecret(secret, token, now) !== 'valid') return null;
        await secrets.markUsed(tx, userId, 'reset-password', now);
        await credentials.replacePasswordAfterReset(tx, userId, passwordHash, now);
        // The reset proved the address: a pending verification link has nothing left to do.
        await secrets.remove(tx, userId, 'verify-email');
        return (await credentials.findByUserId(userId, tx))?.username ?? null;
      });
      if (username === null) return false;
      await loginThrottle.forgetAccount(username, clientIp);
      return true;
    },
  };
}
