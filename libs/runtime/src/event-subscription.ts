// How a service declares the events it consumes: `on(ProfileUpdated, handler)`, one entry
// per event type, all in the service's `subscriptions`. The handler gets the event's data
// already checked against the definition's schema, typed by it.
import type { AggregateRef, EventData, EventDefinition } from '@outings/contracts';
import type { Db } from '@outings/db';

/** What a handler may need besides the data. */
export interface EventMeta {
  eventId: string;
  occurredAt: string;
  correlationId?: string;
  /** For aggregate events: the state this event describes, already checked to be no older than the last one applied. */
  aggregate?: AggregateRef;
}

/**
 * Handles one event type. It runs inside a transaction together with the record of the
 * event's id (and, for aggregate events, of its version), so a redelivered or outdated
 * event changes nothing.
 */
export type EventHandlerFn<TData = unknown> = (data: TData, tx: Db, meta: EventMeta) => Promise<void>;

export interface EventSubscription {
  definition: EventDefinition;
  handler: EventHandlerFn;
}

/** Subscribes `handler` to the events of `definition`; the runtime validates the data with its schema first. */
export function on<E extends EventDefinition>(definition: E, handler: EventHandlerFn<EventData<E>>): EventSubscription {
  // The dispatcher hands over only data `definition.schema` parsed, so the narrowing holds.
  return { definition, handler: handler as EventHandlerFn };
}
