// A federation runtime plugin for a remote that loads another remote's module (the
// profile and chat remotes load 'outing/OutingModal'): inside the shell it takes the
// other remote from where the shell registered it (the URL /app-config.json named, which
// REMOTE_<NAME>_URL may change), not from the URL it was built with, so the page loads
// each remote from one place. Alone (a remote's dev harness) the built-in URL stays.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface RegisteredRemote {
  name: string;
  entry?: string;
}
interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: ReadonlyArray<{ name: string; options: { remotes: readonly RegisteredRemote[] } }> };
}

const SHELL = 'shell';

export default function shellRemoteEntries(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-entries',
    beforeRegisterRemote(args) {
      const shell = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__?.find((instance) => instance.name === SHELL);
      const registered = shell?.options.remotes.find((remote) => remote.name === args.remote.name);
      if (registered?.entry && 'entry' in args.remote) args.remote.entry = registered.entry;
      return args;
    },
  };
}
