// The auth service's own settings, read once at start-up (shared ones come in the context).
import { z } from 'zod';

export const authConfigSchema = z.object({
  /** `true` creates the demo world's accounts at start-up (the embedded default sets it). */
  DEMO_SEED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Prefix of the throttling keys in the shared Redis. */
  AUTH_RATE_LIMIT_PREFIX: z.string().min(1).max(100).default('outings:auth'),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;
