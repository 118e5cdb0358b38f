// Sign-up and e-mail verification: an account is created unverified with a mailed
// secret; following the link proves the address.
import { randomUUID } from 'node:crypto';
import { AccountRegistered, REGISTERED_USER_VERSION, VerificationRequested, createEvent, isUuid, type EventData } from '@outings/contracts';
import type { Database, Db, Outbox } from '@outings/db';
import { currentRequestId } from '@outings/service-kit';
import { verifyEmailLink } from '../domain/account-links';
import { awaitsVerification } from '../domain/account-state';
import { hashPassword } from '../domain/password-hashing';
import { checkSecret, issueSecret } from '../domain/secret-token';
import type { CredentialsRepository } from '../persistence/credentials.repository';
import type { SecretsRepository } from '../persistence/secrets.repository';
import type { MailThrottle } from '../throttling/mail-throttle';
import type { SignUpThrottle } from '../throttling/sign-up-throttle';

export interface NewAccount {
  /** The lowercased e-mail. */
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  location: string;
  tagline: string;
  /** `key` is the picture the media service staged. */
  profile_picture: EventData<typeof AccountRegistered>['profile_picture'];
  /** The invite link's secret the sign-up came through, passed on to social-graph. */
  inviteToken?: string | undefined;
}

export type RegisterOutcome = { kind: 'created'; userId: string } | { kind: 'exists' };

export interface SignUpDependencies {
  database: Database;
  outbox: Outbox;
  credentials: CredentialsRepository;
  secrets: SecretsRepository;
  mailThrottle: MailThrottle;
  signUpThrottle: SignUpThrottle;
  publicUrl: string;
}

export interface SignUpService {
  /**
   * Counts a sign-up before anything is stored for it: the gateway asks before it stages
   * the picture. Resolves to the milliseconds to wait when asked too often, else 0.
   */
  admit(username: string, clientIp: string): Promise<number>;
  /**
   * Creates the account unverified and announces it, in one transaction; it waits for
   * the link of the verification mail requested with it.
   */
  register(account: NewAccount): Promise<RegisterOutcome>;
  /** Follows a verification link. True when it verified the account; a link works once. */
  verifyEmail(userId: string, token: string): Promise<boolean>;
  /**
   * Mails a fresh link to an account still waiting for verification, and does nothing
   * for any other address, with the same answer. Resolves to the milliseconds to wait
   * when asked too often, else 0.
   */
  resendVerification(username: string, clientIp: string): Promise<number>;
}

export function createSignUpService({
  database,
  outbox,
  credentials,
  secrets,
  mailThrottle,
  signUpThrottle,
  publicUrl,
}: SignUpDependencies): SignUpService {
  /** A new secret replaces the previous one, so only the latest mail's link works. */
  async function issueVerification(tx: Db, account: { userId: string; username: string; firstName: string }, now: Date): Promise<void> {
    const secret = issueSecret('verify-email', now);
    await secrets.replace(tx, account.userId, 'verify-email', secret);
    await outbox.add(
      tx,
      createEvent(
        VerificationRequested,
        {
          userId: account.userId,
          email: account.username,
          firstName: account.firstName,
          verifyUrl: verifyEmailLink(publicUrl, account.userId, secret.token),
        },
        { correlationId: currentRequestId() },
      ),
    );
  }

  return {
    admit: (username, clientIp) => signUpThrottle.take(username, clientIp),

    async register(account) {
      // Hashing takes tens of milliseconds: done before the transaction opens.
      const passwordHash = await hashPassword(account.password);
      const userId = randomUUID();
      const now = new Date();
      return database.transaction(async (tx) => {
        const inserted = await credentials.insertIfUsernameFree(tx, {
          userId,
          username: account.username,
          firstName: account.first_name,
          passwordHash,
          verifiedAt: null,
        });
        if (!inserted) return { kind: 'exists' } as const;
        await outbox.add(
          tx,
          createEvent(
            AccountRegistered,
            {
              userId,
              username: account.username,
              first_name: account.first_name,
              last_name: account.last_name,
              location: account.location,
              tagline: account.tagline,
              profile_picture: account.profile_picture,
              ...(account.inviteToken === undefined ? {} : { inviteToken: account.inviteToken }),
            },
            { correlationId: currentRequestId(), aggregate: { id: userId, version: REGISTERED_USER_VERSION } },
          ),
        );
        await issueVerification(tx, { userId, username: account.username, firstName: account.first_name }, now);
        return { kind: 'created', userId } as const;
      });
    },

    async verifyEmail(userId, token) {
      if (!isUuid(userId)) return false;
      const now = new Date();
      return database.transaction(async (tx) => {
        const secret = await secrets.findForUse(tx, userId, 'verify-email');
        if (!secret || checkSecret(secret, token, now) !== 'valid') return false;
        await secrets.markUsed(tx, userId, 'verify-email', now);
        await credentials.markVerified(tx, userId, now);
        return true;
      });
    },

    async resendVerification(username, clientIp) {
      const waitMs = await mailThrottle.take('verification', username, clientIp);
      if (waitMs > 0) return waitMs;
      const account = await credentials.findByUsername(username);
      if (account && awaitsVerification(account)) {
        await database.transaction((tx) => issueVerification(tx, account, new Date()));
      }
      return 0;
    },
  };
}
