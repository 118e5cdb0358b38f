// Turns a service's subscriptions into the one handler of its queue: check the event's
// data against its contract, then run the service's handler exactly once in effect
// (inbox record and effects in one transaction), and never for an aggregate state older
// than the last one the service applied (unless the subscription takes every version).
import { EVENT_DEFINITIONS, type EventEnvelope } from '@outings/contracts';
import { PoisonEventError, type EventHandler } from '@outings/bus';
import { acceptAggregateVersion, processOnce, type Database } from '@outings/db';
import { runWithRequestId } from '@outings/service-kit';
import type { Logger } from 'pino';
import type { EventMeta, EventSubscription } from './event-subscription';

/**
 * Refuses at start-up a subscription to a type no contract declares (or to a definition
 * that is not the registered one), without a function, or listed twice.
 */
export function assertSubscriptions(service: string, subscriptions: readonly EventSubscription[]): void {
  const types = subscriptions.map(({ definition }) => definition.type);
  const unknown = subscriptions.filter(({ definition }) => EVENT_DEFINITIONS.get(definition.type) !== definition).map(({ definition }) => definition.type);
  if (unknown.length > 0) {
    throw new Error(
      `${service} subscribes to event types no contract declares: ${unknown.join(', ')}. ` +
        'Declare each event in libs/contracts/src/events/<producer>.events.ts.',
    );
  }
  const doubled = types.filter((type, index) => types.indexOf(type) !== index);
  if (doubled.length > 0) throw new Error(`${service} subscribes more than once to: ${[...new Set(doubled)].join(', ')}`);
  const notFunctions = subscriptions.filter(({ handler }) => typeof handler !== 'function');
  if (notFunctions.length > 0) {
    throw new Error(`${service} has no handler function for: ${notFunctions.map(({ definition }) => definition.type).join(', ')}`);
  }
}

export interface DispatcherOptions {
  service: string;
  schema: string;
  subscriptions: readonly EventSubscription[];
  database: Database;
  logger: Logger;
}

function metaOf(event: EventEnvelope): EventMeta {
  return {
    eventId: event.id,
    occurredAt: event.occurredAt,
    ...(event.correlationId ? { correlationId: event.correlationId } : {}),
    ...(event.aggregate ? { aggregate: event.aggregate } : {}),
  };
}

export function createEventDispatcher({ service, schema, subscriptions, database, logger }: DispatcherOptions): EventHandler {
  assertSubscriptions(service, subscriptions);
  const byType = new Map(subscriptions.map((subscription) => [subscription.definition.type, subscription]));
  return async (event: EventEnvelope) => {
    const subscription = byType.get(event.type);
    if (!subscription) {
      // A binding left from an earlier version of the service: nothing here wants it.
      logger.warn({ eventId: event.id, type: event.type }, 'event without a handler acknowledged and dropped');
      return;
    }
    const parsed = subscription.definition.schema.safeParse(event.data);
    if (!parsed.success) {
      throw new PoisonEventError(`${event.type} data breaks its contract: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    }
    const meta = metaOf(event);
    // Logs of the handler, and events it adds, carry the id of the request that started it all.
    await runWithRequestId(event.correlationId ?? event.id, async () => {
      const handled = await processOnce(database, schema, event, async (tx) => {
        // An event without a version (about no aggregate, or from before versions) is applied
        // as it comes, and so is every event of a subscription taking every version.
        if (event.aggregate && !subscription.everyVersion && !(await acceptAggregateVersion(tx, schema, event.aggregate))) {
          logger.info({ eventId: event.id, type: event.type, aggregate: event.aggregate }, 'outdated event skipped: a newer version was applied');
          return;
        }
        await subscription.handler(parsed.data, tx, meta);
      });
      if (!handled) logger.info({ eventId: event.id, type: event.type }, 'duplicate event skipped');
    });
  };
}
