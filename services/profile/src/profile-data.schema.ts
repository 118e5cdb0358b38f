// The body of `POST /users/:id/profile-data` as the gateway sends it: the spec's
// `profileData` (§7) without the client's picture key, and `pictureKey` when the user
// uploaded a new picture, which the gateway staged at the media service first.
import { z } from 'zod';
import { profileDataRequestSchema, userStatusSchema } from '@outings/contracts';
import { isKnownStatus } from './status';

const knownStatusSchema = userStatusSchema.refine((status) => isKnownStatus(status.status), {
  message: 'Please enter a valid status',
  path: ['status'],
});

export const profileDataBodySchema = z.object({
  profileData: profileDataRequestSchema.shape.profileData.extend({ status: knownStatusSchema }),
  pictureKey: z.string().min(1).max(200).optional(),
});

export type ProfileDataBody = z.infer<typeof profileDataBodySchema>;
