// What a push service's answer means for the subscription and the job (RFC 8030 §5,
// and what the big push services answer in practice).
export type PushOutcome =
  /** Accepted (201, or any 2xx). */
  | 'delivered'
  /** 404/410: the subscription expired or was revoked: it is dropped. */
  | 'gone'
  /** 429 or 5xx: the push service is busy or failing: the job retries with back-off. */
  | 'retry'
  /** Any other answer (400, 403 bad VAPID, 413 too large…): a retry would get the same. */
  | 'refused';

export function pushOutcome(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}
