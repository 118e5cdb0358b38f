// Which infrastructure a process opens, and what each service's context may hold: both
// follow from the `needs` of the services' manifests (`@outings/contracts`).
import { serviceManifest, SERVICE_NAMES, type ServiceName, type ServiceNeeds } from '@outings/contracts';
import type { Logger } from 'pino';
import type { Infrastructure } from './infrastructure';
import type { ServiceCapabilities } from './service-module';
import { createRealtimePush, type AfterCommit } from './realtime/realtime-push';

type Need = keyof ServiceNeeds;
const NEEDS: readonly Need[] = ['storage', 'mailer', 'redis', 'jobs', 'realtime'];

/** What a process hosting `services` must open: the union of their needs. */
export function needsOf(services: readonly ServiceName[]): ServiceNeeds {
  const needed = new Set<Need>(services.flatMap((name) => NEEDS.filter((need) => serviceManifest(name).needs[need])));
  return Object.fromEntries([...needed].map((need) => [need, true]));
}

/** What the whole app needs (the embedded process, which hosts every service). */
export const everyServiceNeeds = (): ServiceNeeds => needsOf(SERVICE_NAMES);

/** What the service's own database view lends its capabilities (`realtime` pushes after commit). */
export interface ServiceScope {
  afterCommit: AfterCommit;
  logger: Logger;
}

/**
 * The capabilities `service` declared, taken from the infrastructure; a declared one the
 * process did not open stops the start naming it. `jobs` makes a queue of the service's
 * own; `realtime` pushes once the caller's transaction commits.
 */
export function declaredCapabilities(service: ServiceName, infrastructure: Infrastructure, scope: ServiceScope): Partial<ServiceCapabilities> {
  const needs = serviceManifest(service).needs;
  const missing = (need: Need) => new Error(`${service} needs ${need}, which this process did not open`);
  const capabilities: Partial<ServiceCapabilities> = {};
  if (needs.storage) capabilities.storage = infrastructure.storage ?? throwError(missing('storage'));
  if (needs.mailer) capabilities.mailer = infrastructure.mailer ?? throwError(missing('mailer'));
  if (needs.jobs) capabilities.jobs = (infrastructure.jobs ?? throwError(missing('jobs')))(service);
  if (needs.realtime) {
    capabilities.realtime = createRealtimePush(infrastructure.realtime ?? throwError(missing('realtime')), scope.afterCommit, scope.logger);
  }
  // Null when embedded (or in a test's hand-made infrastructure): the service falls back
  // to memory. The cluster infrastructure opens Redis whenever a hosted service declares it.
  if (needs.redis) capabilities.redis = infrastructure.redis;
  return capabilities;
}

/** Only the settings the service declared, so it cannot come to depend on another variable unseen. */
export function declaredSettings(service: ServiceName, env: NodeJS.ProcessEnv): Record<string, string> {
  const settings = serviceManifest(service).settings as readonly string[];
  return Object.fromEntries(settings.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
}

function throwError(error: Error): never {
  throw error;
}
