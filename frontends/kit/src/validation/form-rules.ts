// The account and edit-profile rules of spec §5, as plain functions: the first failing
// rule, in the order the fields appear, is the one the form shows. Limits and texts are
// the contracts' (`@outings/contracts` limits), the ones the server checks with, so
// whatever passes here the server takes; the location rule is the reference data's.
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, PASSWORD_CHARACTER_RULE } from '@outings/contracts';
import { createLocationCheck, type City } from '@outings/reference-data';

export const MESSAGES = ACCOUNT_MESSAGES;

export interface FieldError<F extends string> {
  field: F;
  message: string;
}

export type AccountField = 'email' | 'password' | 'location' | 'first_name' | 'last_name' | 'tagline' | 'profile_picture';
export interface AccountFormValues {
  email: string;
  password: string;
  location: string;
  first_name: string;
  last_name: string;
  tagline: string;
  /** The cropped picture; null while the placeholder is shown. */
  photoString: string | null;
}

export type ProfileField = 'first_name' | 'last_name' | 'location' | 'tagline' | 'status';
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  location: string;
  tagline: string;
  status: string;
}

type Rule<F extends string> = [F, () => string | null];

function firstFailing<F extends string>(rules: Rule<F>[]): FieldError<F> | null {
  for (const [field, check] of rules) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}

function emailProblem(email: string): string | null {
  const address = email.trim();
  return address && address.includes('@') && address.length <= ACCOUNT_LIMITS.emailMax ? null : MESSAGES.email;
}

export function passwordProblem(password: string): string | null {
  if (!password) return MESSAGES.password;
  if (password.length > ACCOUNT_LIMITS.passwordMax) return MESSAGES.passwordLength;
  if (!PASSWORD_CHARACTER_RULE.test(password)) return MESSAGES.passwordCharacter;
  return null;
}

function locationProblem(location: string, cities: readonly City[] | null): string | null {
  if (!location.trim()) return MESSAGES.location;
  if (!cities || !createLocationCheck(cities)(location)) return MESSAGES.locationFromList;
  return null;
}

function firstNameProblem(firstName: string): string | null {
  if (!firstName.trim()) return MESSAGES.firstName;
  if (firstName.trim().length > ACCOUNT_LIMITS.firstNameMax) return MESSAGES.firstNameLength;
  return null;
}

const lastNameProblem = (lastName: string) => (lastName.trim().length > ACCOUNT_LIMITS.lastNameMax ? MESSAGES.lastNameLength : null);

function taglineProblem(tagline: string): string | null {
  if (!tagline.trim()) return MESSAGES.tagline;
  if (tagline.trim().length > ACCOUNT_LIMITS.taglineMax) return MESSAGES.taglineLength;
  return null;
}

export function validateAccountForm(values: AccountFormValues, cities: readonly City[] | null): FieldError<AccountField> | null {
  return firstFailing<AccountField>([
    ['email', () => emailProblem(values.email)],
    ['password', () => passwordProblem(values.password)],
    ['location', () => locationProblem(values.location, cities)],
    ['first_name', () => firstNameProblem(values.first_name)],
    ['last_name', () => lastNameProblem(values.last_name)],
    ['tagline', () => taglineProblem(values.tagline)],
    ['profile_picture', () => (values.photoString ? null : MESSAGES.picture)],
  ]);
}

export function validateProfileForm(values: ProfileFormValues, cities: readonly City[] | null): FieldError<ProfileField> | null {
  return firstFailing<ProfileField>([
    ['first_name', () => firstNameProblem(values.first_name)],
    ['last_name', () => lastNameProblem(values.last_name)],
    ['location', () => locationProblem(values.location, cities)],
    ['tagline', () => taglineProblem(values.tagline)],
    ['status', () => (values.status.trim() ? null : MESSAGES.status)],
  ]);
}
