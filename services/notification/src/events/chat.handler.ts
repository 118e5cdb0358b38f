// A new chat becomes a `chat-created` alert for each member but its creator, and every
// member's sockets reload their chat list. The runtime records each event id in the same
// transaction, so a redelivery adds no second alert.
import type { ChatCreated, ChatMessagePosted, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { AlertService } from '../application/alert.service';
import type { PushService } from '../application/push.service';

export const chatCreatedHandler = (alerts: AlertService): EventHandlerFn<EventData<typeof ChatCreated>> =>
  (created, tx) => alerts.chatCreated(tx, created);

/** A message becomes a push for each recipient whose app is closed (decided by the job). */
export const chatMessagePostedHandler = (push: PushService): EventHandlerFn<EventData<typeof ChatMessagePosted>> =>
  (posted, tx) => push.messagePosted(tx, posted);
