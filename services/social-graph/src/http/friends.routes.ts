// The social-graph calls the gateway makes (docs/architecture.md "Public calls"). Each
// acts for the user of the path, who must be the caller the gateway vouched for.
import { Router } from 'express';
import {
  FRIEND_REFUSALS,
  friendIdRequestSchema,
  friendRequestAnswerCallSchema,
  userIdSchema,
  type FriendRequestOutcome,
  type FriendsAnswer,
} from '@outings/contracts';
import { parseInput, refusalError, requireSelf } from '@outings/service-kit';
import type { FriendshipService } from '../application/friendship.service';

export function friendsRoutes(friendships: FriendshipService): Router {
  const router = Router();

  /** The user's friends and the requests waiting for their answer. */
  router.get('/users/:userId/friends', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    res.json(await friendships.socialPart(userId));
  });

  router.post('/users/:userId/friend-requests', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { friendID } = parseInput(friendIdRequestSchema, req.body);
    const result = await friendships.sendRequest(userId, friendID);
    if (result.kind === 'refused') throw refusalError(FRIEND_REFUSALS[result.refusal]);
    const answer: FriendRequestOutcome = { outcome: result.kind };
    res.status(201).json(answer);
  });

  router.post('/users/:userId/friend-requests/:fromUserId/answer', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const fromUserId = parseInput(userIdSchema, req.params.fromUserId);
    const { answer } = parseInput(friendRequestAnswerCallSchema, req.body);
    const result = await friendships.answerRequest(userId, fromUserId, answer);
    if (result.kind === 'refused') throw refusalError(FRIEND_REFUSALS[result.refusal]);
    const friends: FriendsAnswer = { friends: result.friends };
    res.json(friends);
  });

  router.delete('/users/:userId/friends/:friendId', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const result = await friendships.endFriendship(userId, parseInput(userIdSchema, req.params.friendId));
    if (result.kind === 'refused') throw refusalError(FRIEND_REFUSALS[result.refusal]);
    res.status(204).end();
  });

  /** Where the user stands with another: the flags of that user's card. */
  router.get('/users/:userId/relationships/:otherUserId', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    res.json(await friendships.relationship(userId, parseInput(userIdSchema, req.params.otherUserId)));
  });

  return router;
}
