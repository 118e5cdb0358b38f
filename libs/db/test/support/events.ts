import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@outings/contracts';

/** An envelope as `createEvent` builds it, for a test-only event type. */
export function sampleEvent(data: unknown, type = 'sample.noted'): EventEnvelope {
  return { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), producer: 'sample', data };
}
