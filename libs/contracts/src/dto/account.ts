// Request bodies of the accounts calls (spec §5, §7) and of the internal calls the gateway
// makes to compose them. Limits and texts come from ../account-limits, which the browser's form
// rules read too, so a server-side refusal reads the same as the form's bubble would.
// Pure schemas: whether a location is a listed city is passed in (`accountSchemas`), so
// this module never loads the city list.
import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, PASSWORD_CHARACTER_RULE } from '../account-limits';
import { profilePictureSchema, userStatusSchema } from './user';
import { INVITE_TOKEN_PATTERN } from '../invite-link-limits';

/**
 * An address that will receive mail: exactly one plain `local@domain.tld`, trimmed and
 * lowercased. No display name, comment, group or list, so what the account shows is
 * where its mail goes ("victim@x <attacker@y>" and "a@x, b@y" are refused).
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(ACCOUNT_LIMITS.emailMax, ACCOUNT_MESSAGES.email)
  .pipe(z.email(ACCOUNT_MESSAGES.email));

/**
 * A login name only has to look like the form's rule (spec §5: contains @): a login
 * mails nothing, and an address that is not an account's simply fails as a wrong login.
 */
export const loginUsernameSchema = z
  .string()
  .trim()
  .min(1, ACCOUNT_MESSAGES.email)
  .max(ACCOUNT_LIMITS.emailMax, ACCOUNT_MESSAGES.email)
  .refine((value) => value.includes('@'), ACCOUNT_MESSAGES.email)
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string()
  .min(1, ACCOUNT_MESSAGES.password)
  .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordLength)
  .regex(PASSWORD_CHARACTER_RULE, ACCOUNT_MESSAGES.passwordCharacter);

const firstNameSchema = z.string().trim().min(1, ACCOUNT_MESSAGES.firstName).max(ACCOUNT_LIMITS.firstNameMax, ACCOUNT_MESSAGES.firstNameLength);
const lastNameSchema = z.string().trim().max(ACCOUNT_LIMITS.lastNameMax, ACCOUNT_MESSAGES.lastNameLength).optional().default('');
const taglineSchema = z
  .string()
  .trim()
  .min(1, ACCOUNT_MESSAGES.tagline)
  .max(ACCOUNT_LIMITS.taglineMax, ACCOUNT_MESSAGES.taglineLength);

/** A data URL of the cropped picture; its bytes are checked by the media service. */
export const photoStringSchema = z.string().startsWith('data:image/', ACCOUNT_MESSAGES.picture);

/** The key the media service gave a staged picture (`POST /staged-pictures` answers `{key}`). */
export const pictureKeySchema = z.string().min(1).max(200);

/** Whether a location is a listed city's 'name, country' (`@outings/reference-data` `isListedLocation`). */
export type LocationCheck = (location: string) => boolean;

const pictureWithoutKeySchema = z.object({ zoom: profilePictureSchema.shape.zoom, crop: profilePictureSchema.shape.crop });
/** The picture a client sends: its key means nothing, the gateway stages the picture and uses media's key. */
const clientPictureSchema = pictureWithoutKeySchema.extend({ key: z.string().max(200).optional() });

/**
 * The calls that carry a location, checked with `isListedLocation`:
 * - `createAccountRequest`: public `POST /user/create`;
 * - `createAccountCall`: auth `POST /accounts`, the same account with the staged picture's key;
 * - `profileDataRequest`: public `POST /user/{id}/profile-data`;
 * - `profileDataCall`: profile `POST /users/{id}/profile-data`, with the staged key if any.
 */
const inviteTokenSchema = z.string().regex(INVITE_TOKEN_PATTERN, 'is not an invite link');

export function accountSchemas(isListedLocation: LocationCheck) {
  const locationSchema = z.string().min(1, ACCOUNT_MESSAGES.location).refine(isListedLocation, ACCOUNT_MESSAGES.locationFromList);
  const accountFields = {
    username: emailAddressSchema,
    password: passwordSchema,
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    location: locationSchema,
    tagline: taglineSchema,
  };
  const profileFields = {
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    location: locationSchema,
    tagline: taglineSchema,
    status: userStatusSchema,
  };
  return {
    createAccountRequest: z.object({
      user: z.object({
        ...accountFields,
        profile_picture: clientPictureSchema,
        // The spec's client sends what a new account starts with (§7); nothing else is taken.
        photos: z.tuple([]).optional(),
        friends: z.tuple([]).optional(),
        flake: z.literal(0).optional(),
      }),
      photoString: photoStringSchema,
      /** The secret of the invite link the sign-up came through, if any. */
      invite: inviteTokenSchema.optional(),
    }),
    createAccountCall: z.object({
      user: z.object({ ...accountFields, profile_picture: pictureWithoutKeySchema }),
      pictureKey: pictureKeySchema,
      invite: inviteTokenSchema.optional(),
    }),
    profileDataRequest: z.object({
      profileData: z.object({
        ...profileFields,
        profile_picture: clientPictureSchema,
      }),
      photoString: photoStringSchema.optional(),
    }),
    profileDataCall: z.object({
      profileData: z.object({ ...profileFields, profile_picture: pictureWithoutKeySchema }),
      /** Only when the user uploaded a new picture. */
      pictureKey: pictureKeySchema.optional(),
    }),
  };
}
type AccountSchemas = ReturnType<typeof accountSchemas>;

/** What the browser sends to `POST /user/create` (before defaults). */
export type CreateAccountRequestBody = z.input<AccountSchemas['createAccountRequest']>;
export type CreateAccountRequest = z.infer<AccountSchemas['createAccountRequest']>;
export type CreateAccountCall = z.infer<AccountSchemas['createAccountCall']>;
/** What the browser sends to `POST /user/{id}/profile-data` (before defaults). */
export type ProfileDataRequestBody = z.input<AccountSchemas['profileDataRequest']>;
export type ProfileDataRequest = z.infer<AccountSchemas['profileDataRequest']>;
export type ProfileDataCall = z.infer<AccountSchemas['profileDataCall']>;

/** `POST /user/{id}/status`: only the status, for the app's own changes (Searching while
 * on the outing page, and back); the profile service checks it against the status map. */
export const statusRequestSchema = z.object({
  status: z.string().min(1, ACCOUNT_MESSAGES.status).max(ACCOUNT_LIMITS.statusMax, ACCOUNT_MESSAGES.status),
});
export type StatusRequestBody = z.input<typeof statusRequestSchema>;

export const loginRequestSchema = z.object({
  username: loginUsernameSchema,
  password: z.string().min(1, ACCOUNT_MESSAGES.password).max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordLength),
});
export type LoginRequestBody = z.input<typeof loginRequestSchema>;

/** Auth `POST /sessions` answers the user the gateway then opens a session for. */
export const loginAnswerSchema = z.object({ userId: z.string().min(1) });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Calls that mail the address (resend verification, reset link) or count it (sign-up attempts). */
export const usernameRequestSchema = z.object({ username: emailAddressSchema });
export type UsernameRequestBody = z.input<typeof usernameRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  userID: z.string().min(1).max(64),
  token: z.string().min(1, 'The reset link is missing its secret').max(200),
  password: passwordSchema,
});
export type ResetPasswordRequestBody = z.input<typeof resetPasswordRequestSchema>;

/** Auth's answer to an accepted reset: whose password changed, proven by the secret (the gateway ends their other sessions). */
export const resetPasswordAnswerSchema = z.object({ ok: z.literal(true), userId: z.string().min(1) });
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>;

/**
 * What a staged picture is for, when not a profile picture: an outing photo is kept under
 * keys of its own (`outing-photos/…`) that `/media/*` never serves.
 */
export const PICTURE_PURPOSES = ['outing-photo'] as const;
export type PicturePurpose = (typeof PICTURE_PURPOSES)[number];

/** Media `POST /staged-pictures`; answered with `stagedPictureAnswerSchema`. */
export const stagePictureCallSchema = z.object({ photoString: z.string(), purpose: z.enum(PICTURE_PURPOSES).optional() });
export type StagePictureCall = z.infer<typeof stagePictureCallSchema>;
export const stagedPictureAnswerSchema = z.object({ key: pictureKeySchema });
export type StagedPictureAnswer = z.infer<typeof stagedPictureAnswerSchema>;
