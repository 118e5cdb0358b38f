// Failed logins per account and client IP, per client IP, and per account (numbers in
// domain/throttle-policy). A client IP is refused; an account is only slowed down, and
// only for the client IPs that failed for it, so no one can lock its owner out.
import { LOGIN_THROTTLE, loginSlowDownSeconds } from '../domain/throttle-policy';
import { createAttemptLimiter, type LimiterStore } from './attempt-limiter';
import { createCoolDown } from './cool-down';

export interface LoginThrottle {
  /**
   * Counts an attempt as failed before the password is even checked, so guesses sent in
   * parallel are all counted. Resolves to 0 to go ahead, else the milliseconds to wait.
   */
  begin(username: string, clientIp: string): Promise<number>;
  /** The password was right: the attempt was no failure, and this client IP starts afresh for the account. */
  succeeded(username: string, clientIp: string): Promise<void>;
  /**
   * After a password reset from `clientIp` the owner is back in control: the account's
   * failures no longer count, nor do those of the client IP the owner reset from.
   */
  forgetAccount(username: string, clientIp: string): Promise<void>;
}

/** One key per account and client IP; JSON keeps the two parts apart whatever they contain. */
const accountAtIp = (username: string, clientIp: string) => JSON.stringify([username, clientIp]);

export function createLoginThrottle(store: LimiterStore): LoginThrottle {
  const perClientIp = createAttemptLimiter('login-ip', LOGIN_THROTTLE.perClientIp, store);
  const perAccountAndIp = createAttemptLimiter('login-account-ip', LOGIN_THROTTLE.perAccountAndIp, store);
  const perAccount = createAttemptLimiter('login-account', LOGIN_THROTTLE.perAccount, store);
  const slowDown = createCoolDown('login-slow-down', store);
  return {
    async begin(username, clientIp) {
      const pair = accountAtIp(username, clientIp);
      const ipWait = await perClientIp.take(clientIp);
      if (ipWait > 0) return ipWait;
      const pairWait = await perAccountAndIp.take(pair);
      if (pairWait > 0) return pairWait;
      const slowDownWait = await slowDown.remainingMs(pair);
      if (slowDownWait > 0) {
        // Too early is no guess: waiting it out must not cost the pair one of its tries.
        await perAccountAndIp.giveBack(pair);
        return slowDownWait;
      }
      const seconds = loginSlowDownSeconds(await perAccount.count(username));
      if (seconds > 0) await slowDown.start(pair, seconds);
      return 0;
    },
    async succeeded(username, clientIp) {
      const pair = accountAtIp(username, clientIp);
      await Promise.all([
        perAccountAndIp.clear(pair),
        slowDown.clear(pair),
        perAccount.giveBack(username),
        perClientIp.giveBack(clientIp),
      ]);
    },
    async forgetAccount(username, clientIp) {
      const pair = accountAtIp(username, clientIp);
      await Promise.all([perAccount.clear(username), perAccountAndIp.clear(pair), slowDown.clear(pair)]);
    },
  };
}
