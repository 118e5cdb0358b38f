// Every service of the manifest, for the runner that hosts them all in one process. A
// service's package is `@outings/<name>-service` and exports its ServiceModule: found by
// that convention, so adding a service needs no entry here.
import { SERVICE_NAMES, type ServiceName } from '@outings/contracts';
import type { ServiceModule } from '@outings/runtime';

function isModuleOf(name: ServiceName) {
  return (value: unknown): value is ServiceModule =>
    typeof value === 'object' && value !== null && (value as ServiceModule).name === name && typeof (value as ServiceModule).create === 'function';
}

export function loadServiceModule(name: ServiceName): ServiceModule {
  // A name from the manifest, not from outside: the package is one of this repository's workspaces.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(`@outings/${name}-service`) as Record<string, unknown>;
  const found = Object.values(exported).find(isModuleOf(name));
  if (!found) throw new Error(`@outings/${name}-service exports no ServiceModule named ${name}`);
  return found;
}

export const SERVICE_MODULES = Object.fromEntries(SERVICE_NAMES.map((name) => [name, loadServiceModule(name)])) as Record<ServiceName, ServiceModule>;
