// Checks a username and password. Every path costs one argon2 verification (a dummy one
// for unknown usernames), so neither the answer nor its timing tells who has an account.
import { judgeLogin } from '../domain/account-state';
import { needsRehash, hashPassword, verifyPassword } from '../domain/password-hashing';
import type { CredentialsRepository } from '../persistence/credentials.repository';
import type { LoginThrottle } from '../throttling/login-throttle';

export type LoginOutcome =
  | { kind: 'accepted'; userId: string }
  | { kind: 'wrong-credentials' }
  | { kind: 'unverified'; email: string }
  | { kind: 'throttled'; waitMs: number };

export interface LoginDependencies {
  credentials: CredentialsRepository;
  throttle: LoginThrottle;
  /** A hash of an unknown password (see `createDummyHash`). */
  dummyHash: string;
}

export interface LoginService {
  logIn(username: string, password: string, clientIp: string): Promise<LoginOutcome>;
}

export function createLoginService({ credentials, throttle, dummyHash }: LoginDependencies): LoginService {
  return {
    async logIn(username, password, clientIp) {
      const waitMs = await throttle.begin(username, clientIp);
      if (waitMs > 0) return { kind: 'throttled', waitMs };

      const account = await credentials.findByUsername(username);
      const passwordMatches = await verifyPassword(account?.passwordHash ?? dummyHash, password);
      const verdict = judgeLogin(account, passwordMatches);
      if (!account || verdict === 'wrong-credentials') return { kind: 'wrong-credentials' };

      await throttle.succeeded(username, clientIp);
      if (needsRehash(account.passwordHash)) await credentials.upgradeHash(account.userId, await hashPassword(password));
      return verdict === 'accepted' ? { kind: 'accepted', userId: account.userId } : { kind: 'unverified', email: account.username };
    },
  };
}
