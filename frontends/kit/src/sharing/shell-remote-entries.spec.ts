// The profile and chat remotes load the outing remote's modal: inside the shell they must
// take it from where the shell registered it, so a page loads each remote from one place.
import { createInstance } from '@module-federation/runtime';
import shellRemoteEntries from './shell-remote-entries';

interface FederationGlobal {
  __FEDERATION__: { __INSTANCES__: unknown[] };
}

// Absolute, as the runtime keeps it (a relative entry is resolved against the page).
const BUILT_IN = 'http://localhost/remotes/outing/remoteEntry.js';
const SHELLS_CHOICE = 'https://cdn.example/outing/remoteEntry.js';

/** The chat remote as built: the outing remote at its built-in URL, with the plugin. */
const chatRemote = () => createInstance({ name: 'chat', remotes: [{ name: 'outing', entry: BUILT_IN }], plugins: [shellRemoteEntries()] });
const entryOf = (instance: ReturnType<typeof createInstance>, name: string) => instance.options.remotes.find((remote) => remote.name === name);

beforeEach(() => {
  // Each test builds its own page: no instance of an earlier test's page is left.
  (globalThis as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__.length = 0;
});

it("takes another remote from where the shell registered it, not from the URL it was built with", () => {
  createInstance({ name: 'shell', remotes: [{ name: 'outing', entry: SHELLS_CHOICE }] });
  expect(entryOf(chatRemote(), 'outing')).toMatchObject({ entry: SHELLS_CHOICE });
});

it('keeps the built-in URL when it runs alone, as in its dev harness', () => {
  expect(entryOf(chatRemote(), 'outing')).toMatchObject({ entry: BUILT_IN });
});

it('keeps the built-in URL of a remote the shell does not register', () => {
  createInstance({ name: 'shell', remotes: [{ name: 'social', entry: 'https://cdn.example/social/remoteEntry.js' }] });
  expect(entryOf(chatRemote(), 'outing')).toMatchObject({ entry: BUILT_IN });
});

it('follows the shell for remotes registered later, too', () => {
  createInstance({ name: 'shell', remotes: [{ name: 'outing', entry: SHELLS_CHOICE }] });
  const chat = createInstance({ name: 'chat', remotes: [], plugins: [shellRemoteEntries()] });
  chat.registerRemotes([{ name: 'outing', entry: BUILT_IN }]);
  expect(entryOf(chat, 'outing')).toMatchObject({ entry: SHELLS_CHOICE });
});
