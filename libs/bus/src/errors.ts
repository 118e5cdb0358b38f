/**
 * Thrown by a handler for an event that can never succeed (e.g. its data breaks the
 * event's contract): the bus parks it in the dead-letter queue without retrying.
 */
export class PoisonEventError extends Error {
  override readonly name = 'PoisonEventError';
}

/** `publish` while the broker is unreachable: the outbox keeps the event and retries. */
export class BusUnavailableError extends Error {
  override readonly name = 'BusUnavailableError';
}
