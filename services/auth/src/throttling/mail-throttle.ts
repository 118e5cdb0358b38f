// Requests that send a mail (verification resend, reset link), per address and per client IP.
import { MAIL_THROTTLE } from '../domain/throttle-policy';
import { createAttemptLimiter, type AttemptLimiter, type LimiterStore } from './attempt-limiter';

export type MailKind = 'verification' | 'reset-link';

export interface MailThrottle {
  /**
   * Counts a request whether or not the address has an account, so the answer never
   * tells which addresses do. Resolves to 0 to go ahead, else the milliseconds to wait.
   */
  take(kind: MailKind, address: string, clientIp: string): Promise<number>;
}

export function createMailThrottle(store: LimiterStore): MailThrottle {
  const perAddress: Record<MailKind, AttemptLimiter> = {
    verification: createAttemptLimiter('mail-verification', MAIL_THROTTLE.perAddress, store),
    'reset-link': createAttemptLimiter('mail-reset-link', MAIL_THROTTLE.perAddress, store),
  };
  const perClientIp = createAttemptLimiter('mail-ip', MAIL_THROTTLE.perClientIp, store);
  return {
    async take(kind, address, clientIp) {
      const ipWait = await perClientIp.take(clientIp);
      if (ipWait > 0) return ipWait;
      return perAddress[kind].take(address);
    },
  };
}
