// The auth service's public calls (spec §7 `/auth/*`, sign-up): credentials, sessions and
// the mailed links. Sign-in, sign-out, the session check and the reset (which ends
// sessions) are composed by the gateway, which owns the session.
import { accountSchemas, loginRequestSchema, resetPasswordRequestSchema, usernameRequestSchema } from '../dto/account';
import { ANYONE, SIGNED_IN } from './access';
import { OK_ANSWER, PICTURE_REFUSED, PICTURE_TOO_LARGE, SESSION_VIEW, TOO_MANY } from './answers';
import { definePublicCalls } from './public-call';

export const AUTH_CALLS = definePublicCalls([
  {
    name: 'checkSession',
    method: 'get',
    path: '/auth/check',
    owner: 'auth',
    access: SIGNED_IN,
    handling: 'composed',
    summary: 'Who is signed in (renews the session when due)',
    answers: { 200: SESSION_VIEW },
  },
  {
    name: 'login',
    method: 'post',
    path: '/auth/login',
    owner: 'auth',
    access: ANYONE,
    handling: 'composed',
    summary: 'Signs in: opens the session and sets its cookie',
    body: loginRequestSchema,
    answers: { 200: SESSION_VIEW, 401: 'Incorrect Username or Password.', 406: 'Email Not Verified.', 429: TOO_MANY },
  },
  {
    name: 'logout',
    method: 'get',
    path: '/auth/logout',
    owner: 'auth',
    access: ANYONE,
    handling: 'composed',
    changesState: true,
    summary: 'Signs out: ends the session and its sockets',
    answers: { 200: OK_ANSWER },
  },
  {
    name: 'verifyEmail',
    method: 'get',
    path: '/auth/verify-email',
    owner: 'auth',
    access: ANYONE,
    // Opened from a mail: the service answers with a redirect to a page, passed on as is.
    handling: 'forwarded',
    summary: 'The mailed verification link (`?userId=…&token=…`): verifies the address and lands on a page',
    answers: { 302: { description: 'To the verified page, or to the failure page for a wrong or expired link (never an error).' } },
  },
  {
    name: 'resendVerificationEmail',
    method: 'post',
    path: '/auth/resend-verification-email',
    owner: 'auth',
    access: ANYONE,
    handling: 'forwarded',
    summary: 'Mails the verification link again',
    body: usernameRequestSchema,
    answers: { 200: OK_ANSWER, 429: TOO_MANY },
  },
  {
    name: 'sendResetLink',
    method: 'post',
    path: '/auth/send-reset-link',
    owner: 'auth',
    access: ANYONE,
    handling: 'forwarded',
    summary: 'Mails a password reset link (answered alike for unknown addresses)',
    body: usernameRequestSchema,
    answers: { 200: OK_ANSWER, 429: TOO_MANY },
  },
  {
    name: 'resetPassword',
    method: 'post',
    path: '/auth/reset-password',
    owner: 'auth',
    access: ANYONE,
    handling: 'composed',
    summary: "Sets a new password with the mailed secret, and ends the account's other sessions",
    body: resetPasswordRequestSchema,
    answers: { 200: OK_ANSWER, 406: 'Reset Link Expired: the secret is wrong, used or expired.' },
  },
  {
    name: 'createAccount',
    method: 'post',
    path: '/user/create',
    owner: 'auth',
    access: ANYONE,
    handling: 'composed',
    summary: 'Signs up: the account, its profile and picture; a verification link is mailed',
    body: { fromVocabulary: ({ isListedLocation }) => accountSchemas(isListedLocation).createAccountRequest },
    answers: { 201: OK_ANSWER, 400: PICTURE_REFUSED, 406: 'Account Already Exists.', 413: PICTURE_TOO_LARGE, 429: TOO_MANY },
  },
]);
