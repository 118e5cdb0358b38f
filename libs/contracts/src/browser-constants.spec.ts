// The rules and texts a page shows (limits, messages, the invite link's address) live in
// modules without zod, apart from the response schemas: a page that shows a limit then
// loads that module alone, where one constant in a schema file made a remote's page load
// zod and every response schema with it (the profile and chat pages, ~11 KB gzip each).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const here = __dirname;
const browserEntry = readFileSync(path.join(here, 'browser.ts'), 'utf8');
/** What browser.ts re-exports whole, outside dto/: the constants modules. */
const constantsModules = [...browserEntry.matchAll(/^export \* from '\.\/(?!dto\/)([^']+)';$/gm)].map((match) => `${match[1]}.ts`);

/** A module's own imports of values (type-only imports load nothing). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';$/gm)].map((match) => match[1] as string);
}

/** Every module `file` loads, through its relative imports. */
function loadedWith(file: string, seen = new Set<string>()): Set<string> {
  for (const request of valueImports(file)) {
    const target = request.startsWith('.') ? path.join(path.dirname(file), `${request}.ts`) : request;
    if (seen.has(target)) continue;
    seen.add(target);
    if (request.startsWith('.')) loadedWith(target, seen);
  }
  return seen;
}

describe("the contracts' constants for the browser", () => {
  it('are found in browser.ts', () => {
    expect(constantsModules).toEqual(expect.arrayContaining(['account-limits.ts', 'chat-limits.ts', 'invite-link-limits.ts', 'outing-limits.ts']));
  });

  it.each(constantsModules)('%s loads no zod', (file) => {
    const loaded = [...loadedWith(path.join(here, file))];
    expect(loaded.filter((request) => request === 'zod' || request.startsWith('zod/'))).toEqual([]);
  });
});
