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
}

export interface EventBus {
  publish(event: EventEnvelope): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  /** True while connected (or always, in memory): feeds `/readyz`. */
  isReady(): boolean;
  close(): Promise<void>;
}
