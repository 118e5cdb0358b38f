// The account and edit-profile rules of spec §5, as plain functions: the first failing
// rule, in the order the fields appear, is the one the form shows.
import type { City } from '../api/schemas';
import { isListedLocation } from '../cities/city-search';

export const TAGLINE_LIMIT = 50;
const PASSWORD_CHARACTER = /[0-9!@#$%^&*]/;

export const MESSAGES = Object.freeze({
  email: 'Please enter a valid email',
  password: 'Please enter a valid password',
  passwordCharacter: 'Password must contain one number or special carachter',
  location: 'Please enter a valid location',
  locationFromList: 'Please choose a city from the dropdown menu only',
  firstName: 'Please enter a First Name',
  tagline: 'Please enter a Tagline. Something short and fun, that anyone viewing your profile will see!',
  taglineLength: 'Tagline must be less than 50 characters',
  picture: 'Please upload a profile picture!',
  status: 'Please enter a valid status',
});

export interface FieldError<F extends string> {
  field: F;
  message: string;
}

export type AccountField = 'email' | 'password' | 'location' | 'first_name' | 'tagline' | 'profile_picture';
export interface AccountFormValues {
  email: string;
  password: string;
  location: string;
  first_name: string;
  tagline: string;
  /** The cropped picture; null while the placeholder is shown. */
  photoString: string | null;
}

export type ProfileField = 'first_name' | 'location' | 'tagline' | 'status';
export interface ProfileFormValues {
  first_name: string;
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

export function passwordProblem(password: string): string | null {
  if (!password) return MESSAGES.password;
  if (!PASSWORD_CHARACTER.test(password)) return MESSAGES.passwordCharacter;
  return null;
}

function locationProblem(location: string, cities: readonly City[] | null): string | null {
  if (!location.trim()) return MESSAGES.location;
  if (!isListedLocation(cities, location)) return MESSAGES.locationFromList;
  return null;
}

function taglineProblem(tagline: string): string | null {
  if (!tagline.trim()) return MESSAGES.tagline;
  if (tagline.trim().length >= TAGLINE_LIMIT) return MESSAGES.taglineLength;
  return null;
}

const firstNameProblem = (firstName: string) => (firstName.trim() ? null : MESSAGES.firstName);

export function validateAccountForm(values: AccountFormValues, cities: readonly City[] | null): FieldError<AccountField> | null {
  return firstFailing<AccountField>([
    ['email', () => (values.email.trim() && values.email.includes('@') ? null : MESSAGES.email)],
    ['password', () => passwordProblem(values.password)],
    ['location', () => locationProblem(values.location, cities)],
    ['first_name', () => firstNameProblem(values.first_name)],
    ['tagline', () => taglineProblem(values.tagline)],
    ['profile_picture', () => (values.photoString ? null : MESSAGES.picture)],
  ]);
}

export function validateProfileForm(values: ProfileFormValues, cities: readonly City[] | null): FieldError<ProfileField> | null {
  return firstFailing<ProfileField>([
    ['first_name', () => firstNameProblem(values.first_name)],
    ['location', () => locationProblem(values.location, cities)],
    ['tagline', () => taglineProblem(values.tagline)],
    ['status', () => (values.status.trim() ? null : MESSAGES.status)],
  ]);
}
