// Turns a service's subscriptions into the one handler of its queue: check the event's
// data against its contract, then run the service's handler exactly once in effect
// (inbox record and effects in one transaction).
import { EVENT_DEFINITIONS, type EventEnvelope } from '@outings/contracts';
import { PoisonEventError, type EventHandler } from '@outings/bus';
import { processOnce, type Database } from '@outings/db';
import { runWithRequestId } from '@outings/service-kit';
import type { Logger } from 'pino';
import type { EventHandlerFn } from './service-module';

/** Refuses at start-up a subscription to a type no contract declares, or without a function. */
export function assertSubscriptions(service: string, subscriptions: Record<string, EventHandlerFn>): void {
  const unknown = Object.keys(subscriptions).filter((type) => !EVENT_DEFINITIONS.has(type));
  if (unknown.length > 0) {
    throw new Error(
      `${service} subscribes to event types no contract declares: ${unknown.join(', ')}. ` +
        'Declare each event in libs/contracts/src/events/<producer>.events.ts.',
    );
  }
  const notFunctions = Object.entries(subscriptions).filter(([, handler]) => typeof handler !== 'function');
  if (notFunctions.length > 0) {
    throw new Error(`${service} has no handler function for: ${notFunctions.map(([type]) => type).join(', ')}`);
  }
}

export interface DispatcherOptions {
  service: string;
  schema: string;
  subscriptions: Record<string, EventHandlerFn>;
  database: Database;
  logger: Logger;
}

export function createEventDispatcher({ service, schema, subscriptions, database, logger }: DispatcherOptions): EventHandler {
  assertSubscriptions(service, subscriptions);
  return async (event: EventEnvelope) => {
    const handler = subscriptions[event.type];
    const definition = EVENT_DEFINITIONS.get(event.type);
    if (!handler || !definition) {
      // A binding left from an earlier version of the service: nothing here wants it.
      logger.warn({ eventId: event.id, type: event.type }, 'event without a handler acknowledged and dropped');
      return;
    }
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) {
      throw new PoisonEventError(`${event.type} data breaks its contract: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    }
    // Logs of the handler, and events it adds, carry the id of the request that started it all.
    await runWithRequestId(event.correlationId ?? event.id, async () => {
      const handled = await processOnce(database, schema, event, (tx) => handler({ ...event, data: parsed.data }, tx));
      if (!handled) logger.info({ eventId: event.id, type: event.type }, 'duplicate event skipped');
    });
  };
}
