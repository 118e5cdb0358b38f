// An integration event is a past-tense fact one service publishes for others. Every
// event travels in the same envelope; `data` is validated against the schema its
// producer declared in `events/<producer>.events.ts`.
import { z } from 'zod';

export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  producer: z.string().min(1),
  correlationId: z.string().min(1).optional(),
  data: z.unknown(),
});

export type EventEnvelope<TData = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: TData };

export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  /** Routing key, `<aggregate>.<event>` in the past tense. */
  type: TType;
  version: number;
  producer: string;
  schema: TSchema;
}

export type EventData<E extends EventDefinition> = z.infer<E['schema']>;

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  producer: string,
  type: TType,
  version: number,
  schema: TSchema,
): EventDefinition<TType, TSchema> {
  return { producer, type, version, schema };
}

/** Builds a validated envelope; the id is what consumers deduplicate on. */
export function createEvent<E extends EventDefinition>(
  definition: E,
  data: EventData<E>,
  correlationId?: string,
): EventEnvelope<EventData<E>> {
  return {
    id: crypto.randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    producer: definition.producer,
    ...(correlationId ? { correlationId } : {}),
    data: definition.schema.parse(data) as EventData<E>,
  };
}

/** Narrows an envelope received from the bus to a definition's data, or throws. */
export function readEvent<E extends EventDefinition>(definition: E, envelope: EventEnvelope): EventData<E> {
  return definition.schema.parse(envelope.data) as EventData<E>;
}
