// The public calls about accounts and people (spec §7 `/auth/*`, `/user/*`), and what the
// gateway answers before any session: reference data and the front ends' configuration.
import {
  accountSchemas,
  ANYONE,
  FRIEND_REFUSALS,
  friendIdRequestSchema,
  loginRequestSchema,
  matchesViewSchema,
  pictureSizeQuerySchema,
  resetPasswordRequestSchema,
  statusRequestSchema,
  userCardSchema,
  usernameRequestSchema,
} from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { OK_ANSWER, refusalAnswers } from '@outings/service-kit';
import { PICTURE_REFUSED, PICTURE_TOO_LARGE, RATE_LIMITED, SESSION_VIEW, TOO_MANY, type GatewayOperation } from './gateway-operation';

const { createAccountRequest, profileDataRequest } = accountSchemas(isListedLocation);
const REFERENCE_DATA = { description: 'The reference data (revalidate with its ETag).', mediaType: 'application/json' };
const NOT_CHANGED = { description: 'The ETag the browser sent still names it.' };

export const accountCalls: GatewayOperation[] = [
  { method: 'get', path: '/data/globals', summary: 'Categories, statuses and the other fixed vocabularies', access: ANYONE, answers: { 200: REFERENCE_DATA, 304: NOT_CHANGED } },
  { method: 'get', path: '/data/cities', summary: 'The listed cities', access: ANYONE, answers: { 200: REFERENCE_DATA, 304: NOT_CHANGED } },
  {
    method: 'get',
    path: '/app-config.json',
    summary: "The front ends' configuration the shell reads at start: where each remote is",
    access: ANYONE,
    answers: { 200: { description: 'The remotes\' URLs.', mediaType: 'application/json' } },
  },
  { method: 'get', path: '/auth/check', summary: 'Who is signed in (renews the session when due)', answers: { 200: SESSION_VIEW } },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Signs in: opens the session and sets its cookie',
    body: loginRequestSchema,
    answers: { 200: SESSION_VIEW, 401: 'Incorrect Username or Password.', 406: 'Email Not Verified.', 429: TOO_MANY },
  },
  { method: 'get', path: '/auth/logout', summary: 'Signs out: ends the session and its sockets', answers: { 200: OK_ANSWER } },
  {
    method: 'get',
    path: '/auth/verify-email',
    summary: 'The mailed verification link (`?userId=…&token=…`): verifies the address and lands on a page',
    answers: { 302: { description: 'To the verified page, or to the failure page for a wrong or expired link.' } },
  },
  { method: 'post', path: '/auth/resend-verification-email', summary: 'Mails the verification link again', body: usernameRequestSchema, answers: { 200: OK_ANSWER, 429: TOO_MANY } },
  { method: 'post', path: '/auth/send-reset-link', summary: 'Mails a password reset link', body: usernameRequestSchema, answers: { 200: OK_ANSWER, 429: TOO_MANY } },
  {
    method: 'post',
    path: '/auth/reset-password',
    summary: "Sets a new password with the mailed secret, and ends the account's other sessions",
    body: resetPasswordRequestSchema,
    answers: { 200: OK_ANSWER, 406: 'Reset Link Expired: the secret is wrong, used or expired.' },
  },
  {
    method: 'post',
    path: '/user/create',
    summary: 'Signs up: the account, its profile and picture; a verification link is mailed',
    body: createAccountRequest,
    answers: { 201: OK_ANSWER, 400: PICTURE_REFUSED, 406: 'Account Already Exists.', 413: PICTURE_TOO_LARGE, 429: TOO_MANY },
  },
  {
    method: 'post',
    path: '/user/:id/profile-data',
    summary: 'Edits the profile, with a new picture or not',
    body: profileDataRequest,
    // 429: a new picture counts against the user's upload limit.
    answers: { 200: SESSION_VIEW, 400: PICTURE_REFUSED, 413: PICTURE_TOO_LARGE, 429: RATE_LIMITED },
  },
  { method: 'post', path: '/user/:id/status', summary: 'Sets the status alone (Searching on the outing page, and back)', body: statusRequestSchema, answers: { 200: SESSION_VIEW } },
  {
    method: 'post',
    path: '/user/:id/add-friend',
    summary: 'Sends a friend request, or makes the friendship at once when the other had asked first',
    body: friendIdRequestSchema,
    answers: { 200: SESSION_VIEW, ...refusalAnswers([FRIEND_REFUSALS['unknown-user'], FRIEND_REFUSALS.self, FRIEND_REFUSALS['already-friends'], FRIEND_REFUSALS['already-requested']]) },
  },
  { method: 'post', path: '/user/:id/remove-friend', summary: 'Ends a friendship', body: friendIdRequestSchema, answers: { 200: SESSION_VIEW, ...refusalAnswers([FRIEND_REFUSALS['not-friends']]) } },
  {
    method: 'get',
    path: '/user/stripped-user/:id',
    summary: "Another user's card: their public view and where the caller stands with them",
    answers: { 200: { description: 'The card.', json: userCardSchema }, 404: 'User Not Found.' },
  },
  { method: 'get', path: '/user/:id/matches', summary: "Today's daily matches as cards", answers: { 200: { description: 'The matches.', json: matchesViewSchema } } },
  {
    method: 'get',
    path: '/user/:id/profile-picture',
    summary: "A user's profile picture",
    query: pictureSizeQuerySchema,
    answers: {
      200: { description: 'The picture as a `data:` URL; with `size`, scaled so its shorter side is that many pixels.', mediaType: 'text/plain' },
      400: 'The size is not valid.',
      404: 'Picture Not Found.',
    },
  },
  {
    method: 'get',
    path: '/media/*path',
    summary: 'A picture by its unguessable key, as an image kept for good',
    answers: { 200: { description: 'The image, immutable.', mediaType: 'image/*' }, 304: NOT_CHANGED, 404: 'Picture Not Found.' },
  },
];
