import { decodeEnvelope, encodeEnvelope } from './envelope-codec';

const envelope = {
  id: '5b0f4bd4-6a3b-4f0e-9d57-1f2a3c4d5e6f',
  type: 'account.registered',
  version: 1,
  occurredAt: '2025-01-02T03:04:05.000Z',
  producer: 'auth',
  correlationId: 'req-1',
  data: { userId: 'u1' },
};

describe('envelope codec', () => {
  it('round-trips a valid envelope through JSON', () => {
    expect(decodeEnvelope(encodeEnvelope(envelope))).toEqual({ ok: true, envelope });
  });

  it('refuses to encode an envelope that breaks the schema', () => {
    expect(() => encodeEnvelope({ ...envelope, version: 0 })).toThrow(/Refusing to publish: invalid envelope: version/);
  });

  it('says why a received message is not an envelope', () => {
    expect(decodeEnvelope('not json')).toEqual({ ok: false, reason: 'invalid envelope: not JSON' });
    const decoded = decodeEnvelope(JSON.stringify({ ...envelope, id: 'x', type: '' }));
    expect(decoded.ok).toBe(false);
    expect(!decoded.ok && decoded.reason).toMatch(/^invalid envelope: id: .+; type: .+/);
  });
});
