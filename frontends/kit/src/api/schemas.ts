// What the browser reads back from the gateway (spec §3, §7), checked at the boundary:
// a response of the wrong shape is a failure, not a crash deep inside a screen. The user
// and session views and the error body are the contracts' own schemas (the ones the
// gateway composes them with); only the gateway's own answers from the reference data
// and the picture text are declared here, and contract-checks.ts keeps them in step.
// zod/mini keeps the kit, which every page loads, small.
import * as z from 'zod/mini';

export { sessionViewSchema, warningBodySchema } from '@outings/contracts';
export type {
  FriendView as Friend,
  ProfilePicture,
  SessionView,
  UserStatus,
  UserView as User,
  WarningBody,
} from '@outings/contracts';

export const globalsSchema = z.object({
  categoryColorMap: z.record(z.string(), z.string()),
  instructionTypes: z.array(z.string()),
  statusMap: z.record(z.string(), z.string()),
});
export type Globals = z.infer<typeof globalsSchema>;

export const citySchema = z.object({ name: z.string(), country: z.string(), timezone: z.string() });
export type { City } from '@outings/reference-data';
export const citiesSchema = z.array(citySchema);

/** `GET /user/{id}/profile-picture` answers the picture as a data URL in plain text. */
export const photoStringSchema = z.string().check(z.startsWith('data:image/'));
