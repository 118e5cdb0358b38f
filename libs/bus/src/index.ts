export type { DeadLetter, DeliveryObserver, EventBus, EventHandler, RetryPolicy, Subscription, SubscriptionHandle } from './port';
export { BusUnavailableError, PoisonEventError } from './errors';
export { createMemoryBus, type MemoryBus, type MemoryBusOptions } from './memory.bus';
export { createRabbitBus, type RabbitBusOptions } from './rabbit/rabbit.bus';
export { ATTEMPTS_HEADER, DEAD_REASON_HEADER, deadLetterQueueName, retryQueueName } from './rabbit/rabbit-topology';
