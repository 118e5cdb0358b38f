// Sign-ups per address and per client IP (numbers in domain/throttle-policy). Each one
// costs a stored picture, an argon2 hash and a mail, so it is counted before any of them.
import { SIGN_UP_THROTTLE } from '../domain/throttle-policy';
import { createAttemptLimiter, type LimiterStore } from './attempt-limiter';

export interface SignUpThrottle {
  /**
   * Counts a sign-up whether or not the address is taken already, so a 429 never tells
   * which addresses have an account. Resolves to 0 to go ahead, else the milliseconds to wait.
   */
  take(address: string, clientIp: string): Promise<number>;
}

export function createSignUpThrottle(store: LimiterStore): SignUpThrottle {
  const perAddress = createAttemptLimiter('sign-up-address', SIGN_UP_THROTTLE.perAddress, store);
  const perClientIp = createAttemptLimiter('sign-up-ip', SIGN_UP_THROTTLE.perClientIp, store);
  return {
    async take(address, clientIp) {
      const ipWait = await perClientIp.take(clientIp);
      if (ipWait > 0) return ipWait;
      return perAddress.take(address);
    },
  };
}
