// Steps the route specs repeat: sign up through the API and read the mailed link from the
// event, optionally follow it.
import request from 'supertest';
import { VerificationRequested } from '@outings/contracts';
import { TEST_PUBLIC_URL, type AuthTestbed } from './auth-testbed';
import { signUpBody } from './sign-up-input';

export interface SignedUp {
  username: string;
  password: string;
  userId: string;
  verifyUrl: string;
}

export async function signUpThroughApi(testbed: AuthTestbed, username?: string): Promise<SignedUp> {
  const body = signUpBody(username);
  const res = await request(testbed.app).post('/accounts').send(body);
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
  const userId = res.body.userId as string;
  const mail = (await testbed.published(VerificationRequested)).filter((event) => event.data.userId === userId).at(-1);
  if (!mail) throw new Error('sign-up requested no verification mail');
  return { username: body.user.username.toLowerCase(), password: body.user.password, userId, verifyUrl: mail.data.verifyUrl };
}

/** The path part of a link in a mail, for supertest. */
export function pathOf(link: string): string {
  return link.replace(TEST_PUBLIC_URL, '');
}

export async function signUpVerified(testbed: AuthTestbed, username?: string): Promise<SignedUp> {
  const account = await signUpThroughApi(testbed, username);
  const res = await request(testbed.app).get(pathOf(account.verifyUrl));
  if (res.headers.location !== '/email-verified') throw new Error('verification link did not verify');
  return account;
}
