// Loads the remotes' modules through the Module Federation runtime. Their URLs come from
// /app-config.json, registered once it has loaded; every remote exposes its route
// component as `./Page` (the outing remote its modal as `./OutingModal` too).
import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { AppConfig, RemoteName } from '../app-config';

export class RemoteLoadError extends Error {
  constructor(remote: RemoteName, options?: ErrorOptions) {
    super(`The ${remote} screen could not be loaded. Check your connection and try again.`, options);
    this.name = 'RemoteLoadError';
  }
}

let registered: Promise<void> | null = null;

/** Registers the remotes once the configuration arrives; the shell renders meanwhile. */
export function registerRemotes(config: Promise<AppConfig>): void {
  registered = config.then(({ remotes }) => {
    init({
      name: 'shell',
      remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    });
  });
  // Logged once here; every page that needs a remote reports it on its own screen.
  registered.catch((error: unknown) => console.error(error));
}

/** A module a remote exposes (`outing/OutingModal`); a failed load is tried again on the next call. */
export function loadRemoteModule<Module>(id: `${RemoteName}/${string}`): Promise<Module> {
  return (registered ?? Promise.reject(new Error('The remotes are not registered.')))
    .then(() => loadRemote<Module>(id))
    .then((module) => {
      if (!module) throw new Error(`${id} could not be loaded`);
      return module;
    });
}

const loads = new Map<RemoteName, Promise<ComponentType>>();

/** The remote's page component; a failed load is retried on the next call. */
export function loadRemotePage(remote: RemoteName): Promise<ComponentType> {
  let load = loads.get(remote);
  if (!load) {
    load = loadRemoteModule<{ default?: ComponentType }>(`${remote}/Page`)
      .then((module) => {
        if (!module.default) throw new Error(`${remote}/Page has no default export`);
        return module.default;
      })
      .catch((cause: unknown) => {
        loads.delete(remote);
        throw new RemoteLoadError(remote, { cause });
      });
    loads.set(remote, load);
  }
  return load;
}
