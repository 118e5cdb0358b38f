import { z } from 'zod';
import { createEvent, defineAggregateEvent, defineEvent, eventEnvelopeSchema } from './envelope';

const Renamed = defineAggregateEvent('test', 'thing.renamed', 1, z.object({ name: z.string() }), 'thing');
const Pinged = defineEvent('test', 'thing.pinged', 1, z.object({}));

describe('createEvent', () => {
  it("stamps an aggregate event with its aggregate's type, id and version", () => {
    const event = createEvent(Renamed, { name: 'b' }, { aggregate: { id: 't1', version: 3 }, correlationId: 'req-1' });
    expect(event).toMatchObject({ type: 'thing.renamed', correlationId: 'req-1', aggregate: { type: 'thing', id: 't1', version: 3 }, data: { name: 'b' } });
    expect(eventEnvelopeSchema.parse(event)).toEqual(event);
  });

  it('refuses an aggregate event without its version, and a version on any other event', () => {
    const untyped = createEvent as (...args: unknown[]) => unknown;
    expect(() => untyped(Renamed, { name: 'b' })).toThrow('thing.renamed events need an aggregate id and version');
    expect(() => untyped(Pinged, {}, { aggregate: { id: 't1', version: 1 } })).toThrow('thing.pinged events take no aggregate id and version');
  });

  it('refuses a version that is not a positive integer', () => {
    expect(() => createEvent(Renamed, { name: 'b' }, { aggregate: { id: 't1', version: 0 } })).toThrow();
  });

  it('leaves the aggregate out of events about none', () => {
    expect(createEvent(Pinged, {})).not.toHaveProperty('aggregate');
  });
});
