// Requests that send a mail (verification resend, reset link), per address and per client IP.
import { MAIL_THROTTLE } from '../domain/throttle-policy';
import { createAttemptLimiter, type AttemptLimiter, type LimiterStore } from './attempt-limiter';

export type MailKind = 'verification' | 'reset-link';

export class MailThrottle {
  private readonly perAddress: Record<MailKind, AttemptLimiter>;
  private readonly perClientIp: AttemptLimiter;

  constructor(store: LimiterStore) {
    this.perAddress = {
      verification: createAttemptLimiter('mail-verification', MAIL_THROTTLE.perAddress, store),
      'reset-link': createAttemptLimiter('mail-reset-link', MAIL_THROTTLE.perAddress, store),
    };
    this.perClientIp = createAttemptLimiter('mail-ip', MAIL_THROTTLE.perClientIp, store);
  }

  /**
   * Counts a request whether or not the address has an account, so the answer never
   * tells which addresses do. Resolves to 0 to go ahead, else the milliseconds to wait.
   */
  async take(kind: MailKind, address: string, clientIp: string): Promise<number> {
    const ipWait = await this.perClientIp.take(clientIp);
    if (ipWait > 0) return ipWait;
    return this.perAddress[kind].take(address);
  }
}
