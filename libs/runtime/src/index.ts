export type { EventHandlerFn, RepeatingJob, ServiceContext, ServiceInstance, ServiceModule } from './service-module';
export { createInfrastructure, type Infrastructure, type RunMode } from './infrastructure';
export { runService, serviceQueueName, type RunServiceOptions, type RunningService } from './run-service';
export { runServiceProcess } from './run-service-process';
export { clusterConfigSchema, embeddedConfigSchema, type ClusterConfig, type EmbeddedConfig } from './runtime-config';
