// The friendships projection: who may start a chat with whom. An accepted request makes a
// friendship both ways, an ended one removes it (the chats stay). The runtime records each
// event id in the same transaction, so a redelivery changes nothing.
import type { EventData, FriendRequestAnswered, FriendshipEnded } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { ChatService } from '../application/chat.service';

export const friendRequestAnsweredHandler = (chats: ChatService): EventHandlerFn<EventData<typeof FriendRequestAnswered>> =>
  async (answered, tx) => {
    if (answered.answer !== 'accepted') return;
    await chats.befriend(tx, answered.fromUserId, answered.toUserId);
  };

export const friendshipEndedHandler = (chats: ChatService): EventHandlerFn<EventData<typeof FriendshipEnded>> =>
  (ended, tx) => chats.unfriend(tx, ended.byUserId, ended.otherUserId);
