// Every read of the gateway a screen shows lands in the page's one query cache: no
// front end holds what a call answered in a cache of its own (a store, a component's
// state, a module's variable), each with its own stale answers and its own re-reads.
// A file that makes a read must keep it in a query (it names a query key, or writes the
// chat list's through updateChatList) or read photos through the photo cache (itself
// queries). The session is the one exception: the core's store holds it, for the login
// page reads it without the query library.

// The front ends' type world is the browser's: the little of Node this test reads the
// sources with (jest runs it in Node) is declared here.
declare const __dirname: string;
interface FileSystem {
  readdirSync(dir: string, options: { recursive: true; encoding: 'utf8' }): string[];
  readFileSync(file: string, encoding: 'utf8'): string;
}
const { readdirSync, readFileSync } = jest.requireActual<FileSystem>('node:fs');
// A module, so its declarations stay its own (core-boundary.spec.ts makes the same ones).
export {};

const FRONTENDS = `${__dirname}/../../..`;
const READS = /\b(accountsApi|notificationsApi|chatsApi|outingsApi|friendsApi|activitiesApi)\.(checkSession|profilePicture|list|detail|photo|feed|photosOf|card|matches|getAll)\(|api\.request\(['`]\/data\//;
// The chat list's next pages (the chat remote) go into the list's query through the kit's updateChatList.
const HELD_IN_THE_CACHE = /\bqueryKeys?\b|\bcreatePhotoCache\(|\bupdateChatList\(/;
const SESSION_STORE = 'kit/src/session/session-store.ts';

function sources(): string[] {
  return readdirSync(FRONTENDS, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /^[a-z]+\/src\/.*\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && !file.includes('node_modules'),
  );
}

describe("the gateway's answers", () => {
  it('finds the front ends’ reads', () => {
    const readers = sources().filter((file) => READS.test(readFileSync(`${FRONTENDS}/${file}`, 'utf8')));
    expect(readers).toEqual(expect.arrayContaining([SESSION_STORE, 'kit/src/alerts/alerts-query.ts', 'social/src/feed/use-feed.ts']));
  });

  it('are held in the query cache wherever a front end reads them', () => {
    const handMade = sources().filter((file) => {
      const source = readFileSync(`${FRONTENDS}/${file}`, 'utf8');
      return file !== SESSION_STORE && READS.test(source) && !HELD_IN_THE_CACHE.test(source);
    });
    expect(handMade).toEqual([]);
  });
});
