// Failed logins per account and per client IP (numbers in domain/throttle-policy).
import { LOGIN_THROTTLE } from '../domain/throttle-policy';
import { createAttemptLimiter, type AttemptLimiter, type LimiterStore } from './attempt-limiter';

export class LoginThrottle {
  private readonly perAccount: AttemptLimiter;
  private readonly perClientIp: AttemptLimiter;

  constructor(store: LimiterStore) {
    this.perAccount = createAttemptLimiter('login-account', LOGIN_THROTTLE.perAccount, store);
    this.perClientIp = createAttemptLimiter('login-ip', LOGIN_THROTTLE.perClientIp, store);
  }

  /**
   * Counts an attempt as failed before the password is even checked, so guesses sent in
   * parallel are all counted. Resolves to 0 to go ahead, else the milliseconds to wait.
   */
  async begin(username: string, clientIp: string): Promise<number> {
    const ipWait = await this.perClientIp.take(clientIp);
    if (ipWait > 0) return ipWait;
    return this.perAccount.take(username);
  }

  /** The password was right: the attempt was no failure, and the account starts afresh. */
  async succeeded(username: string, clientIp: string): Promise<void> {
    await Promise.all([this.perAccount.clear(username), this.perClientIp.giveBack(clientIp)]);
  }

  /** After a password reset the owner is back in control: earlier failures no longer count. */
  async forgetAccount(username: string): Promise<void> {
    await this.perAccount.clear(username);
  }
}
