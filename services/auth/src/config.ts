// The auth service's own settings, read once at start-up (shared ones come in the context).
import { z } from 'zod';

export const authConfigSchema = z.object({
  /** Prefix of the throttling keys in the shared Redis. */
  AUTH_RATE_LIMIT_PREFIX: z.string().min(1).max(100).default('outings:auth'),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;
