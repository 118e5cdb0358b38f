// The social graph's events become alerts. The runtime records each event id in the same
// transaction, so a redelivery adds no second alert.
import type { EventData, FriendRequestAnswered, FriendRequestSent, FriendshipEnded } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { AlertService } from '../application/alert.service';

export const friendRequestSentHandler = (alerts: AlertService): EventHandlerFn<EventData<typeof FriendRequestSent>> =>
  (sent, tx) => alerts.friendRequestSent(tx, sent);

export const friendRequestAnsweredHandler = (alerts: AlertService): EventHandlerFn<EventData<typeof FriendRequestAnswered>> =>
  (answered, tx) => alerts.friendRequestAnswered(tx, answered);

export const friendshipEndedHandler = (alerts: AlertService): EventHandlerFn<EventData<typeof FriendshipEnded>> =>
  (ended, tx) => alerts.friendshipEnded(tx, ended);
