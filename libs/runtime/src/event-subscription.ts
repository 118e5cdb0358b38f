// How a service declares the events it consumes: `on(ProfileUpdated, handler)`, one entry
// per event type, all in the service's `subscriptions`. The handler gets the event's data
// already checked against the definition's schema, typed by it. A consumer that turns
// each event into a fact of its own (an alert) rather than a copy of the producer's state
// passes `{ everyVersion: true }`: an older version arriving late is still applied.
import type { AggregateRef, EventData, EventDefinition } from '@outings/contracts';
import type { Db } from '@outings/db';

/** What a handler may need besides the data. */
export interface EventMeta {
  eventId: string;
  occurredAt: string;
  correlationId?: string;
  /**
   * For aggregate events: the state this event describes, already checked to be no older
   * than the last one applied (unless the subscription takes every version).
   */
  aggregate?: AggregateRef;
}

/**
 * Handles one event type. It runs inside a transaction together with the record of the
 * event's id (and, for aggregate events, of its version), so a redelivered or outdated
 * event changes nothing.
 */
export type EventHandlerFn<TData = unknown> = (data: TData, tx: Db, meta: EventMeta) => Promise<void>;

export interface SubscriptionOptions {
  /**
   * Apply every delivered event of an aggregate once, older versions included: the
   * dispatcher neither checks nor records the aggregate's version (the inbox still stops
   * a redelivery). For handlers that record what happened (alerts), not the latest state.
   */
  everyVersion?: boolean;
}

export interface EventSubscription {
  definition: EventDefinition;
  handler: EventHandlerFn;
  everyVersion: boolean;
}

/** Subscribes `handler` to the events of `definition`; the runtime validates the data with its schema first. */
export function on<E extends EventDefinition>(
  definition: E,
  handler: EventHandlerFn<EventData<E>>,
  { everyVersion = false }: SubscriptionOptions = {},
): EventSubscription {
  // The dispatcher hands over only data `definition.schema` parsed, so the narrowing holds.
  return { definition, handler: handler as EventHandlerFn, everyVersion };
}
