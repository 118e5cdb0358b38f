// Steps the auth specs repeat, on the shared service harness (`@outings/runtime/testing`):
// sign up through the API and read the mailed link from the outbox, optionally follow it.
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { VerificationRequested } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import type { TestServices } from '@outings/runtime/testing';
import { signUpBody } from './sign-up-input';

/** Where the specs' auth builds its mail links (`PUBLIC_URL` of the test infrastructure). */
export const TEST_PUBLIC_URL = 'http://outings.test';

/**
 * Auth's own settings on a test infrastructure: its throttle counts under the run's Redis
 * prefix, so dispose() removes them and parallel runs never share a count.
 */
export function authSettings(services: TestServices): NodeJS.ProcessEnv {
  return { AUTH_RATE_LIMIT_PREFIX: `${services.redisKeyPrefix}:auth-limits` };
}

export interface SignedUp {
  username: string;
  password: string;
  userId: string;
  verifyUrl: string;
}

export async function signUpThroughApi(services: TestServices, auth: RunningService, username?: string): Promise<SignedUp> {
  const body = signUpBody(username);
  const res = await request(auth.url).post('/accounts').use(asGateway()).send(body);
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
  const userId = res.body.userId as string;
  const mail = (await services.published('auth', VerificationRequested)).filter((event) => event.data.userId === userId).at(-1);
  if (!mail) throw new Error('sign-up requested no verification mail');
  return { username: body.user.username.toLowerCase(), password: body.user.password, userId, verifyUrl: mail.data.verifyUrl };
}

/** The path part of a link in a mail, for supertest. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function signUpVerified(services: TestServices, auth: RunningService, username?: string): Promise<SignedUp> {
  const account = await signUpThroughApi(services, auth, username);
  const res = await request(auth.url).get(pathOf(account.verifyUrl)).use(asGateway());
  if (res.headers.location !== '/email-verified') throw new Error('verification link did not verify');
  return account;
}
