// How a refused friendship change answers. 406 carries `{header, message}`, which the
// browser shows in its generic-warning popup (spec §8); an unknown user or a request no
// longer waiting is a 404. Each refusal changes nothing.
import { notAcceptable, notFound, type HttpError } from '@outings/service-kit';
import type { FriendRefusal } from '../domain/friend-request-rules';

const REFUSALS: Record<FriendRefusal, () => HttpError> = {
  self: () => notAcceptable('Not Allowed', 'You cannot add yourself as a friend'),
  'unknown-user': () => notFound('No user with that id', 'User Not Found'),
  'already-friends': () => notAcceptable('Already Friends', 'You are already friends'),
  'already-requested': () => notAcceptable('Request Already Sent', 'Friend request already sent'),
  'not-friends': () => notAcceptable('Not Friends', 'You are not friends with this user'),
  'no-request': () => notFound('This friend request is no longer waiting for an answer', 'Request Not Found'),
};

export const refusalError = (refusal: FriendRefusal): HttpError => REFUSALS[refusal]();
