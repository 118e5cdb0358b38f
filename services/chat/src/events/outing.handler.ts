// Each outing has a chat whose members follow the outing's (spec §4): made with the
// outing, updated with each membership change (those who flaked keep a row, flagged,
// without access), deleted with it. Each event carries the whole membership; the runtime's
// aggregate-version guard skips one older than what was applied.
import type { EventData, OutingCreated, OutingDeleted, OutingMembershipChanged } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { ChatService } from '../application/chat.service';

export const outingCreatedHandler = (chats: ChatService): EventHandlerFn<EventData<typeof OutingCreated>> =>
  (outing, tx, { occurredAt }) => chats.outingChanged(tx, outing, new Date(occurredAt));

export const outingMembershipChangedHandler = (chats: ChatService): EventHandlerFn<EventData<typeof OutingMembershipChanged>> =>
  (outing, tx, { occurredAt }) => chats.outingChanged(tx, outing, new Date(occurredAt));

export const outingDeletedHandler = (chats: ChatService): EventHandlerFn<EventData<typeof OutingDeleted>> =>
  (deleted, tx) => chats.outingDeleted(tx, deleted.outingId);
