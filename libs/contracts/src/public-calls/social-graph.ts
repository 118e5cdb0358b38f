// The social graph's public calls: friendships, the daily matches and the invite link.
import { FRIEND_REFUSALS, friendIdRequestSchema, inviteLinkRequestSchema } from '../dto/friends';
import { INVITE_LINK_REFUSALS, inviteLinkAnswerSchema } from '../dto/invite-link';
import { matchesViewSchema } from '../dto/user';
import { actingFor } from './access';
import { refusalAnswers, SESSION_VIEW } from './answers';
import { definePublicCalls } from './public-call';

const INVITE_LINK = { description: "The caller's working invite link, or null.", json: inviteLinkAnswerSchema };

export const SOCIAL_GRAPH_CALLS = definePublicCalls([
  {
    name: 'addFriend',
    method: 'post',
    path: '/user/:id/add-friend',
    owner: 'social-graph',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'Sends a friend request, or makes the friendship at once when the other had asked first',
    body: friendIdRequestSchema,
    answers: {
      200: SESSION_VIEW,
      ...refusalAnswers([FRIEND_REFUSALS['unknown-user'], FRIEND_REFUSALS.self, FRIEND_REFUSALS['already-friends'], FRIEND_REFUSALS['already-requested']]),
    },
  },
  {
    name: 'removeFriend',
    method: 'post',
    path: '/user/:id/remove-friend',
    owner: 'social-graph',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'Ends a friendship',
    body: friendIdRequestSchema,
    answers: { 200: SESSION_VIEW, ...refusalAnswers([FRIEND_REFUSALS['not-friends']]) },
  },
  {
    name: 'dailyMatches',
    method: 'get',
    path: '/user/:id/matches',
    owner: 'social-graph',
    access: actingFor('id'),
    handling: 'composed',
    summary: "Today's daily matches as cards",
    answers: { 200: { description: 'The matches.', json: matchesViewSchema } },
  },
  {
    name: 'inviteLink',
    method: 'get',
    path: '/user/:id/invite-link',
    owner: 'social-graph',
    access: actingFor('id'),
    handling: 'composed',
    summary: "The caller's working invite link (null when none: never made, turned off, expired or used up)",
    answers: { 200: INVITE_LINK },
  },
  {
    name: 'newInviteLink',
    method: 'post',
    path: '/user/:id/invite-link',
    owner: 'social-graph',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'Makes a new invite link; the previous one stops working',
    body: inviteLinkRequestSchema,
    answers: { 200: INVITE_LINK, ...refusalAnswers([INVITE_LINK_REFUSALS['too-many-links']]) },
  },
  {
    name: 'revokeInviteLink',
    method: 'post',
    path: '/user/:id/invite-link/revoke',
    owner: 'social-graph',
    access: actingFor('id'),
    handling: 'composed',
    summary: "Turns the caller's invite link off",
    body: inviteLinkRequestSchema,
    answers: { 200: INVITE_LINK },
  },
]);
