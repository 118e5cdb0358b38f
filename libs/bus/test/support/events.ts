import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@outings/contracts';

/** An envelope as `createEvent` builds it. */
export function sampleEvent(type: string, data: unknown): EventEnvelope {
  return { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), producer: 'test', data };
}
