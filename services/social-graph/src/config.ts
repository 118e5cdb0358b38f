// The social-graph service's own settings, read once at start-up.
import { z } from 'zod';

export const socialGraphConfigSchema = z.object({
  /** `true` befriends the demo accounts as their sign-ups arrive (src/demo/). */
  DEMO_SEED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type SocialGraphConfig = z.infer<typeof socialGraphConfigSchema>;
