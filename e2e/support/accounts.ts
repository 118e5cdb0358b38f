// People of the e2e run: the seeded Sample Login account, and new accounts with addresses
// no other test (or run mode, or earlier run) uses.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Mailbox } from './mailbox';
import { cities, formatCity } from '@outings/reference-data';
import { gradientPngDataUrl } from './test-image';

/** The demo account every start seeds (README: "press Sample Login"). */
export const SAMPLE_ACCOUNT = Object.freeze({ email: 'sample@outings.app', password: 'Sample-login1' });

/** The domain of every address `uniqueEmail` makes (the demo world's people use it too). */
export const TEST_EMAIL_DOMAIN = 'example.com';
const NEW_ACCOUNT_PASSWORD = 'Trail-mix7';
export const DEFAULT_LOCATION = 'Lisbon, PT';
/** What password-reset.spec.ts sets through the mailed link. */
export const RESET_PASSWORD = 'Fresh-start9';
/** Every password a test account has had: the log scan looks for each. */
export const ACCOUNT_PASSWORDS: readonly string[] = [SAMPLE_ACCOUNT.password, NEW_ACCOUNT_PASSWORD, RESET_PASSWORD];

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** A city of the list, as the autocomplete fills it: 'name, country'. */
  location: string;
  tagline: string;
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@${TEST_EMAIL_DOMAIN}`;
}

export function newAccount(label: string, overrides: Partial<NewAccount> = {}): NewAccount {
  return {
    email: uniqueEmail(label),
    password: NEW_ACCOUNT_PASSWORD,
    firstName: 'Robin',
    lastName: 'Ashby',
    location: DEFAULT_LOCATION,
    tagline: 'Sunsets, surf and street food',
    ...overrides,
  };
}

/**
 * A name no other account of the run has, for screens that list strangers (daily matches
 * draw from every account, other tests' included): the base and five random letters.
 */
export function uniqueName(base: string): string {
  const letters = Array.from(randomBytes(5), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${base}${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/**
 * A city of the list picked at random, not `newAccount`'s default where most test accounts
 * live: two people who sign up there are among each other's daily matches (same city
 * first, five a day).
 */
export function randomListedCity(): string {
  const quiet = cities.map(formatCity).filter((city) => city !== DEFAULT_LOCATION);
  return quiet[randomBytes(2).readUInt16BE() % quiet.length]!;
}

/**
 * A client address of the benchmarking range (198.18.0.0/15) no other sign-up of the run
 * uses, so the sign-up throttle (per client address) counts each API sign-up apart.
 */
export function uniqueClientAddress(): string {
  const [a, b] = randomBytes(2);
  return `198.${18 + ((a ?? 0) & 1)}.${b ?? 0}.${1 + ((a ?? 0) >> 1)}`;
}

/** The body of `POST /user/create` for an account, as the sign-up screen sends it. */
export function signUpBody(account: NewAccount) {
  return {
    user: {
      username: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
      location: account.location,
      tagline: account.tagline,
      profile_picture: { zoom: 1, crop: { x: 0, y: 0 } },
      photos: [],
      friends: [],
      flake: 0,
    },
    photoString: gradientPngDataUrl(),
  };
}

/**
 * Signs an account up and verifies it through the HTTP API and the mailed link, for the
 * tests whose subject comes after sign-up (the sign-up screens have their own tests).
 * State-changing calls carry the app's Origin, as the app's own pages do.
 */
export async function createVerifiedAccount(request: APIRequestContext, mailbox: Mailbox, appOrigin: string, account: NewAccount): Promise<void> {
  const created = await request.post('/user/create', {
    headers: { Origin: appOrigin, 'X-Forwarded-For': uniqueClientAddress() },
    data: signUpBody(account),
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const link = await mailbox.waitForLink(account.email, 'verification');
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  expect(new URL(verified.headers().location ?? '', appOrigin).pathname).toBe('/email-verified');
}
