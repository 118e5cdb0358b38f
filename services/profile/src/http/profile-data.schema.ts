// The body of `POST /users/:id/profile-data` as the gateway sends it (the contract's
// `profileDataCall`: the spec's `profileData` without the client's picture key, and
// `pictureKey` when the user uploaded a new picture, staged at the media service first),
// with the rule only this service knows: the status must be one of the status map; and
// the status-only body of `POST /users/:id/status` with the same rule.
import { ACCOUNT_MESSAGES, accountSchemas, statusRequestSchema } from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { isKnownStatus } from '../domain/status';

export const profileDataBodySchema = accountSchemas(isListedLocation).profileDataCall.refine(
  (body) => isKnownStatus(body.profileData.status.status),
  { message: ACCOUNT_MESSAGES.status, path: ['profileData', 'status', 'status'] },
);

/** The body of `POST /users/:id/status`: a status of the status map. */
export const statusBodySchema = statusRequestSchema.refine((body) => isKnownStatus(body.status), {
  message: ACCOUNT_MESSAGES.status,
  path: ['status'],
});
