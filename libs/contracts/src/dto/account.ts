// Request bodies of the accounts calls (spec §5, §7). The rule texts are the spec's own,
// so a server-side refusal reads the same as the form's bubble would.
import { z } from 'zod';
import { isListedLocation } from '@outings/reference-data';
import { profilePictureSchema, userStatusSchema } from './user';

export const PASSWORD_RULE = /[0-9!@#$%^&*]/;
export const TAGLINE_MAX = 49; // "under 50 characters"
const NAME_MAX = 50;

const EMAIL_MESSAGE = 'Please enter a valid email';
/** RFC 5321's longest forward path. */
export const EMAIL_MAX = 254;

/**
 * An address that will receive mail: exactly one plain `local@domain.tld`, trimmed and
 * lowercased. No display name, comment, group or list, so what the account shows is
 * where its mail goes ("victim@x <attacker@y>" and "a@x, b@y" are refused).
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));

/**
 * A login name only has to look like the form's rule (spec §5: contains @): a login
 * mails nothing, and an address that is not an account's simply fails as a wrong login.
 */
export const loginUsernameSchema = z
  .string()
  .trim()
  .min(1, EMAIL_MESSAGE)
  .max(EMAIL_MAX, EMAIL_MESSAGE)
  .refine((value) => value.includes('@'), EMAIL_MESSAGE)
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string()
  .min(1, 'Please enter a valid password')
  .max(128, 'Password must be at most 128 characters')
  .regex(PASSWORD_RULE, 'Password must contain one number or special carachter');

export const locationSchema = z
  .string()
  .min(1, 'Please enter a valid location')
  .refine(isListedLocation, 'Please choose a city from the dropdown menu only');

const firstNameSchema = z.string().trim().min(1, 'Please enter a First Name').max(NAME_MAX);
const lastNameSchema = z.string().trim().max(NAME_MAX).optional().default('');
const taglineSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a Tagline. Something short and fun, that anyone viewing your profile will see!')
  .max(TAGLINE_MAX, 'Tagline must be less than 50 characters');

/** A data URL of the cropped picture; its bytes are checked by the media service. */
export const photoStringSchema = z.string().startsWith('data:image/', 'Please upload a profile picture!');

export const createAccountRequestSchema = z.object({
  user: z.object({
    username: emailAddressSchema,
    password: passwordSchema,
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    location: locationSchema,
    tagline: taglineSchema,
    profile_picture: profilePictureSchema.partial({ key: true }),
  }),
  photoString: photoStringSchema,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

export const loginRequestSchema = z.object({
  username: loginUsernameSchema,
  password: z.string().min(1, 'Please enter a valid password').max(128),
});

/** Calls that mail the address (resend verification, reset link) or count it (sign-up attempts). */
export const usernameRequestSchema = z.object({ username: emailAddressSchema });

export const resetPasswordRequestSchema = z.object({
  userID: z.string().min(1).max(64),
  token: z.string().min(1, 'The reset link is missing its secret').max(200),
  password: passwordSchema,
});

export const profileDataRequestSchema = z.object({
  profileData: z.object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    location: locationSchema,
    tagline: taglineSchema,
    status: userStatusSchema,
    profile_picture: profilePictureSchema.partial({ key: true }),
  }),
  photoString: photoStringSchema.optional(),
});
export type ProfileDataRequest = z.infer<typeof profileDataRequestSchema>;
