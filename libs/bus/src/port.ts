// The event bus port: RabbitMQ in a cluster, in memory when embedded. Same semantics on
// both: publish resolves once the broker has the message; a handler that throws is
// retried with back-off and parked in the dead-letter queue after the last attempt.
import type { EventEnvelope } from '@outings/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface Subscription {
  /** Durable queue name: one per consuming service. */
  queue: string;
  /** Routing keys (event types) the queue is bound to. */
  types: readonly string[];
  handler: EventHandler;
  /** Told of each failed delivery the bus retries or parks (the service's metrics). */
  observer?: DeliveryObserver;
  /**
   * A listener's queue rather than a service's: it exists only while subscribed (nothing
   * piles up in it once its listener is gone, e.g. a tool that stopped) and keeps no
   * retries or dead letters: a delivery whose handler throws is logged and dropped.
   */
  transient?: boolean;
}

export interface DeliveryObserver {
  retrying(event: EventEnvelope): void;
  /** `event` is undefined for a message that was no valid envelope. */
  deadLettered(event: EventEnvelope | undefined): void;
}

export interface SubscriptionHandle {
  /** Stops taking messages from the queue and waits for the handlers still running. */
  cancel(): Promise<void>;
}

export interface EventBus {
  /** Resolves once the broker holds the event; rejects at once while disconnected. */
  publish(event: EventEnvelope): Promise<void>;
  /** Creates the queue and its bindings if needed (they outlive the subscription) and consumes it. */
  subscribe(subscription: Subscription): Promise<SubscriptionHandle>;
  /**
   * True while connected (always, in memory until closed). The outbox rides out an
   * outage, so a service can keep serving requests while this is false.
   */
  isReady(): boolean;
  close(): Promise<void>;
}

/** Delays between attempts: `[1000, 10000]` means three attempts, then the dead-letter queue. */
export interface RetryPolicy {
  delaysMs: readonly number[];
}

/** A message parked for an operator, with why and after how many attempts. */
export interface DeadLetter {
  queue: string;
  envelope: EventEnvelope;
  /** The message as it travelled. */
  body: string;
  reason: string;
  attempts: number;
}
