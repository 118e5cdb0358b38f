// The chat service's own settings, read once at start-up.
import { z } from 'zod';

export const chatConfigSchema = z.object({
  /** `true` seeds the Sample Login account's chats and answers its 1:1 messages (src/demo/). */
  DEMO_SEED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type ChatConfig = z.infer<typeof chatConfigSchema>;
