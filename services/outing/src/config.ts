// The outing service's own settings, read once at start-up.
import { z } from 'zod';

export const outingConfigSchema = z.object({
  /** `true` seeds the demo world's outings once its accounts and friendships are there (src/demo/). */
  DEMO_SEED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type OutingConfig = z.infer<typeof outingConfigSchema>;
