// An integration event is a past-tense fact one service publishes for others. Every
// event travels in the same envelope; `data` is validated against the schema its
// producer declared in `events/<producer>.events.ts`.
import { z } from 'zod';

/**
 * Which state an event describes, for events about one aggregate (a user, an outing…):
 * `version` grows by one with each change of that aggregate, in the transaction that
 * changes it. Consumers apply an event only when it is newer than the last one they
 * applied for the same aggregate, so events delivered out of order (retries, prefetch)
 * never bring an older state back.
 */
export const aggregateRefSchema = z.object({
  type: z.string().min(1),
  id: z.string().min(1),
  version: z.number().int().positive(),
});

export type AggregateRef = z.infer<typeof aggregateRefSchema>;

export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  producer: z.string().min(1),
  correlationId: z.string().min(1).optional(),
  /** Present on events of a definition that declares an aggregate. */
  aggregate: aggregateRefSchema.optional(),
  /** W3C trace context of the span that created the event, so its consumers join that trace. */
  traceparent: z.string().max(128).optional(),
  tracestate: z.string().max(512).optional(),
  data: z.unknown(),
});

export type EventEnvelope<TData = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: TData };

export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  /** Routing key, `<aggregate>.<event>` in the past tense. */
  type: TType;
  version: number;
  producer: string;
  schema: TSchema;
  /** The aggregate type whose versions the events carry; absent for events about no single aggregate. */
  aggregate?: string;
}

/** A definition whose events each carry their aggregate's id and version. */
export type AggregateEventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> = EventDefinition<TType, TSchema> & {
  aggregate: string;
};

export type EventData<E extends EventDefinition> = z.infer<E['schema']>;

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  producer: string,
  type: TType,
  version: number,
  schema: TSchema,
): EventDefinition<TType, TSchema> {
  return { producer, type, version, schema };
}

/** An event about one aggregate of type `aggregate`: its producer must give the aggregate's id and version. */
export function defineAggregateEvent<TType extends string, TSchema extends z.ZodType>(
  producer: string,
  type: TType,
  version: number,
  schema: TSchema,
  aggregate: string,
): AggregateEventDefinition<TType, TSchema> {
  return { producer, type, version, schema, aggregate };
}

/** Which aggregate state the event describes: required exactly for aggregate events. */
export type CreateEventOptions<E extends EventDefinition> = { correlationId?: string } & (E extends { aggregate: string }
  ? { aggregate: { id: string; version: number } }
  : { aggregate?: never });

/** Builds a validated envelope; the id is what consumers deduplicate on. */
export function createEvent<E extends EventDefinition>(
  definition: E,
  data: EventData<E>,
  ...[options]: E extends { aggregate: string } ? [CreateEventOptions<E>] : [CreateEventOptions<E>?]
): EventEnvelope<EventData<E>> {
  const { correlationId, aggregate } = (options ?? {}) as { correlationId?: string; aggregate?: { id: string; version: number } };
  if ((definition.aggregate === undefined) !== (aggregate === undefined)) {
    throw new TypeError(`${definition.type} events ${definition.aggregate ? 'need an' : 'take no'} aggregate id and version`);
  }
  return {
    id: crypto.randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    producer: definition.producer,
    ...(correlationId ? { correlationId } : {}),
    ...(definition.aggregate && aggregate ? { aggregate: aggregateRefSchema.parse({ type: definition.aggregate, ...aggregate }) } : {}),
    data: definition.schema.parse(data) as EventData<E>,
  };
}

/** Narrows an envelope received from the bus to a definition's data, or throws. */
export function readEvent<E extends EventDefinition>(definition: E, envelope: EventEnvelope): EventData<E> {
  return definition.schema.parse(envelope.data) as EventData<E>;
}
