// The activity service's own settings, read once at start-up.
import { z } from 'zod';

export const activityConfigSchema = z.object({
  /** `true` gives the Sample Login account its own creations as its sign-up arrives (src/demo/). */
  DEMO_SEED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type ActivityConfig = z.infer<typeof activityConfigSchema>;
