// Events travel as JSON. Whatever comes off the wire is validated before a handler sees
// it, so a malformed message is parked instead of failing every retry.
import { eventEnvelopeSchema, type EventEnvelope } from '@outings/contracts';

export type Decoded = { ok: true; envelope: EventEnvelope } | { ok: false; reason: string };

function validate(json: unknown): Decoded {
  const parsed = eventEnvelopeSchema.safeParse(json);
  if (parsed.success) return { ok: true, envelope: parsed.data as EventEnvelope };
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return { ok: false, reason: `invalid envelope: ${issues.join('; ')}` };
}

/** Refuses to publish what no consumer could read: a producer bug surfaces at its source. */
export function encodeEnvelope(event: EventEnvelope): Buffer {
  const checked = validate(event);
  if (!checked.ok) throw new TypeError(`Refusing to publish: ${checked.reason}`);
  return Buffer.from(JSON.stringify(event));
}

export function decodeEnvelope(body: Buffer | string): Decoded {
  try {
    return validate(JSON.parse(body.toString()));
  } catch {
    return { ok: false, reason: 'invalid envelope: not JSON' };
  }
}
