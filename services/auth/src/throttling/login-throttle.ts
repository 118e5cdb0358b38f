// Failed logins per account and per client IP (numbers in domain/throttle-policy).
import { LOGIN_THROTTLE } from '../domain/throttle-policy';
import { createAttemptLimiter, type LimiterStore } from './attempt-limiter';

export interface LoginThrottle {
  /**
   * Counts an attempt as failed before the password is even checked, so guesses sent in
   * parallel are all counted. Resolves to 0 to go ahead, else the milliseconds to wait.
   */
  begin(username: string, clientIp: string): Promise<number>;
  /** The password was right: the attempt was no failure, and the account starts afresh. */
  succeeded(username: string, clientIp: string): Promise<void>;
  /** After a password reset the owner is back in control: earlier failures no longer count. */
  forgetAccount(username: string): Promise<void>;
}

export function createLoginThrottle(store: LimiterStore): LoginThrottle {
  const perAccount = createAttemptLimiter('login-account', LOGIN_THROTTLE.perAccount, store);
  const perClientIp = createAttemptLimiter('login-ip', LOGIN_THROTTLE.perClientIp, store);
  return {
    async begin(username, clientIp) {
      const ipWait = await perClientIp.take(clientIp);
      if (ipWait > 0) return ipWait;
      return perAccount.take(username);
    },
    async succeeded(username, clientIp) {
      await Promise.all([perAccount.clear(username), perClientIp.giveBack(clientIp)]);
    },
    async forgetAccount(username) {
      await perAccount.clear(username);
    },
  };
}
