// Every event of the system, by type, read from the producers' contract files. The
// runtime checks subscriptions against it at start-up and validates each received
// event's data with the schema found here. A new producer file is added to the list.
import type { EventDefinition } from '../envelope';
import * as authEvents from './auth.events';
import * as chatEvents from './chat.events';
import * as notificationEvents from './notification.events';
import * as outingEvents from './outing.events';
import * as profileEvents from './profile.events';
import * as socialGraphEvents from './social-graph.events';

const producerFiles: readonly Record<string, unknown>[] = [authEvents, chatEvents, notificationEvents, outingEvents, profileEvents, socialGraphEvents];

function isEventDefinition(value: unknown): value is EventDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<EventDefinition>;
  return (
    typeof candidate.type === 'string' &&
    typeof candidate.version === 'number' &&
    typeof candidate.producer === 'string' &&
    typeof candidate.schema?.safeParse === 'function'
  );
}

function indexByType(files: readonly Record<string, unknown>[]): ReadonlyMap<string, EventDefinition> {
  const byType = new Map<string, EventDefinition>();
  for (const definition of files.flatMap((file) => Object.values(file)).filter(isEventDefinition)) {
    if (byType.has(definition.type)) throw new Error(`Two contracts declare the event type ${definition.type}`);
    byType.set(definition.type, definition);
  }
  return byType;
}

export const EVENT_DEFINITIONS: ReadonlyMap<string, EventDefinition> = indexByType(producerFiles);
