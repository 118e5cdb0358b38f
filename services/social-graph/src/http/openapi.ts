// The social-graph service's calls, for its OpenAPI document (`GET /openapi.json`):
// friendships, friend requests, daily matches and the invite link, each for the user of the path.
import {
  actingFor,
  dailyMatchesSchema,
  FRIEND_REFUSALS,
  friendIdRequestSchema,
  friendRequestAnswerCallSchema,
  friendRequestOutcomeSchema,
  friendsAnswerSchema,
  INVITE_LINK_REFUSALS,
  inviteLinkAnswerSchema,
  inviteLinkRequestSchema,
  relationshipSchema,
  socialPartSchema,
  userIdSchema,
} from '@outings/contracts';
import { forwardedOperations, GATEWAY_IDENTITY, refusalAnswers, type ApiDescription } from '@outings/service-kit';

const forUser = actingFor('userId');
const INVITE_LINK = { description: "The user's working invite link, or null.", json: inviteLinkAnswerSchema };
const BAD_ID = 'The other user\'s id is not valid.';

export const socialGraphApi: ApiDescription = {
  title: 'Outings social-graph service',
  description: "Friendships, friend requests, each user's daily matches and invite link. Called by the gateway only.",
  identity: GATEWAY_IDENTITY,
  operations: [
    // The calls the gateway forwards as they are (none yet), from their public call table entries.
    ...forwardedOperations('social-graph'),
    {
      method: 'get',
      path: '/users/:userId/friends',
      summary: "The user's friends and the requests waiting for their answer",
      access: forUser,
      answers: { 200: { description: 'Friends and requests.', json: socialPartSchema } },
    },
    {
      method: 'post',
      path: '/users/:userId/friend-requests',
      summary: 'Sends a friend request, or makes the friendship at once when the other had asked first',
      access: forUser,
      body: friendIdRequestSchema,
      answers: {
        201: { description: 'Requested, or befriended.', json: friendRequestOutcomeSchema },
        ...refusalAnswers([FRIEND_REFUSALS['unknown-user'], FRIEND_REFUSALS.self, FRIEND_REFUSALS['already-friends'], FRIEND_REFUSALS['already-requested']]),
      },
    },
    {
      method: 'post',
      path: '/users/:userId/friend-requests/:fromUserId/answer',
      summary: 'Accepts or denies a friend request',
      access: forUser,
      params: { fromUserId: userIdSchema },
      body: friendRequestAnswerCallSchema,
      answers: {
        200: { description: "The user's friends now.", json: friendsAnswerSchema },
        ...refusalAnswers([FRIEND_REFUSALS['no-request']], { 400: BAD_ID }),
      },
    },
    {
      method: 'delete',
      path: '/users/:userId/friends/:friendId',
      summary: 'Ends a friendship',
      access: forUser,
      params: { friendId: userIdSchema },
      answers: { 204: { description: 'Ended.' }, ...refusalAnswers([FRIEND_REFUSALS['not-friends']], { 400: BAD_ID }) },
    },
    {
      method: 'get',
      path: '/users/:userId/relationships/:otherUserId',
      summary: 'Where the user stands with another: the flags of that user\'s card',
      access: forUser,
      params: { otherUserId: userIdSchema },
      answers: { 200: { description: 'The flags.', json: relationshipSchema }, 400: BAD_ID },
    },
    {
      method: 'get',
      path: '/users/:userId/matches',
      summary: "The user's daily matches (none yet for a user not matched today)",
      access: forUser,
      answers: { 200: { description: "Today's matches and the ones the user asked.", json: dailyMatchesSchema } },
    },
    {
      method: 'get',
      path: '/users/:userId/invite-link',
      summary: "The user's working invite link, or null",
      access: forUser,
      answers: { 200: INVITE_LINK },
    },
    {
      method: 'post',
      path: '/users/:userId/invite-link',
      summary: 'Makes a new invite link; the previous one stops working',
      access: forUser,
      body: inviteLinkRequestSchema,
      answers: { 200: INVITE_LINK, ...refusalAnswers([INVITE_LINK_REFUSALS['too-many-links']]) },
    },
    {
      method: 'post',
      path: '/users/:userId/invite-link/revoke',
      summary: "Turns the user's invite link off",
      access: forUser,
      body: inviteLinkRequestSchema,
      answers: { 200: INVITE_LINK },
    },
  ],
};
