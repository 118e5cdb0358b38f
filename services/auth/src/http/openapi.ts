// The auth service's calls, for its OpenAPI document (`GET /openapi.json`): the schemas
// the routes files parse with and what they answer. The gateway makes them for browsers
// that are not signed in yet, so none needs the identity header. The mailed links' calls
// the gateway forwards as they are are described from their public call table entries;
// the rest are the steps of the sign-up, sign-in and reset the gateway composes.
import { z } from 'zod';
import { ANYONE, loginAnswerSchema, loginRequestSchema, resetPasswordAnswerSchema, TOO_MANY, usernameRequestSchema } from '@outings/contracts';
import { forwardedOperations, GATEWAY_IDENTITY, type ApiDescription } from '@outings/service-kit';
import { createAccountCall, verifyEmailQuerySchema } from './accounts.routes';
import { resetBodySchema } from './password-reset.routes';

export const authApi: ApiDescription = {
  title: 'Outings auth service',
  description: 'Credentials, sign-up and email verification, login throttling and password reset. Called by the gateway only.',
  identity: GATEWAY_IDENTITY,
  operations: [
    ...forwardedOperations('auth', { verifyEmail: { query: verifyEmailQuerySchema } }),
    {
      method: 'post',
      path: '/sign-up-attempts',
      summary: 'Whether a sign-up may go on (counted before its picture is uploaded)',
      access: ANYONE,
      body: usernameRequestSchema,
      answers: { 204: { description: 'The sign-up may go on.' }, 429: TOO_MANY },
    },
    {
      method: 'post',
      path: '/accounts',
      summary: 'Creates an unverified account and mails its verification link',
      access: ANYONE,
      body: createAccountCall,
      answers: {
        201: { description: 'The new account.', json: z.object({ userId: z.string() }) },
        406: 'Account Already Exists.',
      },
    },
    {
      method: 'post',
      path: '/sessions',
      summary: 'Checks credentials for a login (the gateway then opens the session)',
      access: ANYONE,
      body: loginRequestSchema,
      answers: {
        200: { description: 'The user signing in.', json: loginAnswerSchema },
        401: 'Incorrect Username or Password.',
        406: 'Email Not Verified.',
        429: TOO_MANY,
      },
    },
    {
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Sets a new password with the mailed secret',
      access: ANYONE,
      body: resetBodySchema,
      answers: {
        200: { description: 'Reset: whose password changed (the gateway ends their other sessions).', json: resetPasswordAnswerSchema },
        406: 'Reset Link Expired: the secret is wrong, used or expired.',
      },
    },
  ],
};
