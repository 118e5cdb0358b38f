// The notification service's own settings, read once at start-up (shared ones come in the context).
import { z } from 'zod';

/** An unset variable and an exported but empty one mean the same. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const base64url = (bytes: string) => z.string().regex(/^[A-Za-z0-9_-]+$/, `must be base64url (${bytes})`);

export const notificationConfigSchema = z
  .object({
    /** The VAPID key pair web push is signed with (`web-push generate-vapid-keys`); both or neither. */
    VAPID_PUBLIC_KEY: optional(base64url('a 65-byte P-256 point').length(87)),
    VAPID_PRIVATE_KEY: optional(base64url('a 32-byte P-256 key').length(43)),
    /** How push services reach the operator: `mailto:` or `https:`; by default from PUBLIC_URL. */
    VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')),
    /** `production` sends pushes to https endpoints only (elsewhere also to http on loopback: the tests'). */
    NODE_ENV: optional(z.string()),
  })
  .refine((config) => (config.VAPID_PUBLIC_KEY === undefined) === (config.VAPID_PRIVATE_KEY === undefined), {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
  });

export type NotificationConfig = z.infer<typeof notificationConfigSchema>;
