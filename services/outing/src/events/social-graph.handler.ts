// The friendships projection: whose completed outings reach a user's feed and photos. An
// accepted request makes a friendship both ways, an ended one removes it. The runtime
// records each event id in the same transaction, so a redelivery changes nothing.
import type { EventData, FriendRequestAnswered, FriendshipEnded } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { OutingService } from '../application/outing.service';

export const friendRequestAnsweredHandler = (outings: OutingService): EventHandlerFn<EventData<typeof FriendRequestAnswered>> =>
  async (answered, tx) => {
    if (answered.answer === 'accepted') await outings.befriend(tx, answered.fromUserId, answered.toUserId);
  };

export const friendshipEndedHandler = (outings: OutingService): EventHandlerFn<EventData<typeof FriendshipEnded>> =>
  (ended, tx) => outings.unfriend(tx, ended.byUserId, ended.otherUserId);
