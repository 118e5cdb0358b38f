export type { RepeatingJob, ServiceCapabilities, ServiceContext, ServiceInstance, ServiceModule } from './service-module';
export { on, type EventHandlerFn, type EventMeta, type EventSubscription, type SubscriptionOptions } from './event-subscription';
export { createInfrastructure, type Infrastructure, type RunMode } from './infrastructure';
export { needsOf } from './service-needs';
export type { ConnectedGateway, RealtimeDelivery, RealtimeHub, RealtimePush, UserEventArgs, UserEventName } from './realtime/realtime-port';
export { ensureServiceDatabaseRoles, serviceDatabaseUrl, type ServiceRole } from './database-roles';
export { runService, serviceQueueName, type RunServiceOptions, type RunningService } from './run-service';
export { runServiceProcess } from './run-service-process';
export { clusterConfigSchema, embeddedConfigSchema, type ClusterConfig, type EmbeddedConfig } from './runtime-config';
