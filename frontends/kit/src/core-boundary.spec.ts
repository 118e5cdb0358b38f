// The kit is shared as two singletons, @outings/fe-kit/core and @outings/fe-kit (see
// core.ts). The rest of the kit must reach the core's files through the share scope, by
// the name '@outings/fe-kit/core': a relative import would bundle a second copy of them
// (a second session store, overlay store…) into whichever build's kit a page loads.

// The front ends' type world is the browser's: the little of Node this test reads the
// sources with (jest runs it in Node) is declared here.
declare const __dirname: string;
interface FileSystem {
  readdirSync(dir: string, options: { recursive: true; encoding: 'utf8' }): string[];
  readFileSync(file: string, encoding: 'utf8'): string;
  existsSync(file: string): boolean;
}
const { readdirSync, readFileSync, existsSync } = jest.requireActual<FileSystem>('node:fs');

const SRC = __dirname;

function resolveRelative(from: string, request: string): string | null {
  const base = `${from.slice(0, from.lastIndexOf('/'))}/${request}`;
  const parts: string[] = [];
  for (const part of base.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const path = parts.join('/');
  return ['.ts', '.tsx', '/index.ts'].map((ext) => `${path}${ext}`).find((file) => existsSync(file)) ?? null;
}

/** Relative imports (values and types alike) of one source file, resolved to files. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/from '(\.\.?\/[^']+)'/g)]
    .map((match) => resolveRelative(file, match[1] ?? ''))
    .filter((resolved): resolved is string => resolved !== null);
}

function coreFiles(): Set<string> {
  const files = new Set<string>();
  const queue = [`${SRC}/core.ts`];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...relativeImports(file));
  }
  return files;
}

describe('the kit’s core boundary', () => {
  const core = coreFiles();
  const rest = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
    .map((file) => `${SRC}/${file}`)
    .filter((file) => !core.has(file));

  it('finds the core and the rest', () => {
    expect(core.has(`${SRC}/session/session-store.ts`)).toBe(true);
    expect(rest).toContain(`${SRC}/chats/chat-list-sync.ts`);
  });

  it('the rest imports no core file by a relative path', () => {
    const crossings = rest.flatMap((file) =>
      relativeImports(file)
        .filter((imported) => core.has(imported))
        .map((imported) => `${file.slice(SRC.length + 1)} → ${imported.slice(SRC.length + 1)}`),
    );
    expect(crossings).toEqual([]);
  });
});
