// The profile service's public calls: a user's own profile, and other users' cards.
import { accountSchemas, statusRequestSchema } from '../dto/account';
import { userCardSchema } from '../dto/user';
import { actingFor, SIGNED_IN } from './access';
import { PICTURE_REFUSED, PICTURE_TOO_LARGE, RATE_LIMITED, SESSION_VIEW } from './answers';
import { definePublicCalls } from './public-call';

export const PROFILE_CALLS = definePublicCalls([
  {
    name: 'editProfile',
    method: 'post',
    path: '/user/:id/profile-data',
    owner: 'profile',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'Edits the profile, with a new picture or not',
    body: { fromVocabulary: ({ isListedLocation }) => accountSchemas(isListedLocation).profileDataRequest },
    // 429: a new picture counts against the user's upload limit.
    answers: { 200: SESSION_VIEW, 400: PICTURE_REFUSED, 413: PICTURE_TOO_LARGE, 429: RATE_LIMITED },
  },
  {
    name: 'setStatus',
    method: 'post',
    path: '/user/:id/status',
    owner: 'profile',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'Sets the status alone (Searching on the outing page, and back)',
    body: statusRequestSchema,
    answers: { 200: SESSION_VIEW },
  },
  {
    name: 'userCard',
    method: 'get',
    path: '/user/stripped-user/:id',
    owner: 'profile',
    access: SIGNED_IN,
    handling: 'composed',
    summary: "Another user's card: their public view and where the caller stands with them",
    answers: { 200: { description: 'The card.', json: userCardSchema }, 404: 'User Not Found.' },
  },
]);
