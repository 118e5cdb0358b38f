// The outing service's events become alerts. Subscribed with `everyVersion` (see
// service.ts): each event reports something that happened, so one arriving after a newer
// version of its outing still alerts. The runtime records each event id in the same
// transaction, so a redelivery adds no second alert.
import type { EventData, OutingCompleted, OutingCompletionMarked, OutingCreated, OutingDeleted, OutingMembershipChanged } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { OutingAlertService } from '../application/outing-alerts.service';

export const outingCreatedHandler = (alerts: OutingAlertService): EventHandlerFn<EventData<typeof OutingCreated>> =>
  (created, tx) => alerts.outingCreated(tx, created);

export const outingMembershipChangedHandler = (alerts: OutingAlertService): EventHandlerFn<EventData<typeof OutingMembershipChanged>> =>
  (changed, tx) => alerts.membershipChanged(tx, changed);

export const outingCompletionMarkedHandler = (alerts: OutingAlertService): EventHandlerFn<EventData<typeof OutingCompletionMarked>> =>
  (marked, tx) => alerts.completionMarked(tx, marked);

export const outingCompletedHandler = (alerts: OutingAlertService): EventHandlerFn<EventData<typeof OutingCompleted>> =>
  (completed, tx) => alerts.outingCompleted(tx, completed);

export const outingDeletedHandler = (alerts: OutingAlertService): EventHandlerFn<EventData<typeof OutingDeleted>> =>
  (deleted, tx) => alerts.outingDeleted(tx, deleted);
