// The social graph's public calls: friendships and the daily matches.
import { FRIEND_REFUSALS, friendIdRequestSchema } from '../dto/friends';
import { matchesViewSchema } from '../dto/user';
import { actingFor } from './access';
import { refusalAnswers, SESSION_VIEW } from './answers';
import { definePublicCalls } from './public-call';

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
]);
