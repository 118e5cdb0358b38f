// The notification service's own settings, read once at start-up (shared ones come in the context).
import { z } from 'zod';
import { isHostPattern } from './domain/push-host';

/** An unset variable and an exported but empty one mean the same. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const base64url = (bytes: string) => z.string().regex(/^[A-Za-z0-9_-]+$/, `must be base64url (${bytes})`);
const hostPatterns = z
  .string()
  .transform((list) => list.split(',').map((pattern) => pattern.trim().toLowerCase()))
  .pipe(z.array(z.string().refine(isHostPattern, { message: 'must be host names or *.names, comma-separated (push.example.com,*.push.example.net)' })));

export const notificationConfigSchema = z
  .object({
    /** The VAPID key pair web push is signed with (`web-push generate-vapid-keys`); both or neither. */
    VAPID_PUBLIC_KEY: optional(base64url('a 65-byte P-256 point').length(87)),
    VAPID_PRIVATE_KEY: optional(base64url('a 32-byte P-256 key').length(43)),
    /** How push services reach the operator: `mailto:` or `https:`; by default from PUBLIC_URL. */
    VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')),
    /** `production` sends pushes only to the browsers' push services (and PUSH_ALLOWED_HOSTS), https on the default port. */
    NODE_ENV: optional(z.string()),
    /** More push service hosts production accepts, comma-separated; `*.name` for any host below name. */
    PUSH_ALLOWED_HOSTS: optional(hostPatterns),
    /** Development only: pushes may go to loopback addresses, over plain http too (the tests' local push endpoint). */
    PUSH_ALLOW_LOOPBACK: optional(z.enum(['true', 'false'])).transform((value) => value === 'true'),
  })
  .refine((config) => (config.VAPID_PUBLIC_KEY === undefined) === (config.VAPID_PRIVATE_KEY === undefined), {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
  })
  .refine((config) => !(config.PUSH_ALLOW_LOOPBACK && config.NODE_ENV === 'production'), {
    message: 'is for development: it is refused with NODE_ENV=production',
    path: ['PUSH_ALLOW_LOOPBACK'],
  });

export type NotificationConfig = z.infer<typeof notificationConfigSchema>;
