// Clearing an outing invite's alert turns the invite down (spec §4): the notification
// service reports the clearing, the outing denies the invite as if answered `denied`, and
// its `outing.membership-changed` tells the creator as any refusal does. The runtime
// records each event id in the same transaction, so a redelivery changes nothing.
import type { EventData, OutingInviteCleared } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { OutingService } from '../application/outing.service';

export const outingInviteClearedHandler = (outings: OutingService): EventHandlerFn<EventData<typeof OutingInviteCleared>> =>
  (cleared, tx) => outings.denyClearedInvite(tx, cleared.userId, cleared.outingId, new Date(cleared.clearedAt));
