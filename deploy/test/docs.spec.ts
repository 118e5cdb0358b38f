// The docs say what the manifest says (libs/contracts/src/services/service-manifests.ts):
// every service port they mention, the port range, the next free port, the per-service
// lists (images, `<SERVICE>_URL` variables) and the services each setting is read by. A
// manifest change that leaves a doc behind fails here, naming the file and the line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SERVICE_MANIFESTS, serviceUrlVariable } from '@outings/contracts';
import { repoRoot } from './deployables';

const names: readonly string[] = SERVICE_MANIFESTS.map((manifest) => manifest.name);
const portOf = new Map<string, number>(SERVICE_MANIFESTS.map((manifest) => [manifest.name, manifest.port]));
const ports: readonly number[] = SERVICE_MANIFESTS.map((manifest) => manifest.port);
const firstPort = Math.min(...ports);
const lastPort = Math.max(...ports);
const nextFreePort = lastPort + 1;

const readmesUnder = (folder: string): string[] =>
  readdirSync(join(repoRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(folder, entry.name, 'README.md'))
    .filter((path) => existsSync(join(repoRoot, path)));

const DOCS = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs')).filter((file) => file.endsWith('.md')).map((file) => join('docs', file)),
  'gateway/README.md',
  'deploy/README.md',
  ...readmesUnder('deploy'),
  ...readmesUnder('libs'),
  ...readmesUnder('services'),
];

interface Line {
  readonly where: string;
  readonly text: string;
}

const lines: readonly Line[] = DOCS.flatMap((path) =>
  readFileSync(join(repoRoot, path), 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${relative(repoRoot, join(repoRoot, path))}:${index + 1}`, text })),
);

/** Every match of `pattern` (global) in the docs, with where it stands. */
const mentions = (pattern: RegExp) => lines.flatMap(({ where, text }) => [...text.matchAll(pattern)].map((match) => ({ where, match })));

/** A port in the services' block (4001–4099); wider numbers (4000 px, 4318) are not ports of ours. */
const SERVICE_PORT = String.raw`40(?:0[1-9]|[1-9]\d)`;

describe('the docs agree with the manifest', () => {
  it('mention only ports the manifest gives, or the next free one', () => {
    const wrong = mentions(new RegExp(String.raw`(?<![\d.:])(${SERVICE_PORT})(?![\d])`, 'g'))
      .filter(({ match }) => !ports.includes(Number(match[1])) && Number(match[1]) !== nextFreePort)
      .map(({ where, match }) => `${where}: ${match[1]}`);
    expect(wrong).toEqual([]);
  });

  it(`give the services' port range as ${firstPort}–${lastPort}`, () => {
    const ranges = mentions(new RegExp(String.raw`(${SERVICE_PORT})\`?\s*(?:–|-|…|\.\.\.?)\s*\`?(${SERVICE_PORT})`, 'g'));
    expect(ranges.length).toBeGreaterThan(0);
    const wrong = ranges
      .filter(({ match }) => Number(match[1]) !== firstPort || Number(match[2]) !== lastPort)
      .map(({ where, match }) => `${where}: ${match[0]}`);
    expect(wrong).toEqual([]);
  });

  it(`give ${nextFreePort} as the next free port`, () => {
    const told = mentions(/next free one \((\d+)/g);
    expect(told.length).toBeGreaterThan(0);
    expect(told.map(({ where, match }) => `${where}: ${match[1]}`)).toEqual(told.map(({ where }) => `${where}: ${nextFreePort}`));
  });

  it('pair each service with its own port', () => {
    const named = new RegExp(String.raw`(?<![\w-])(${names.join('|')})(?:\` \| \`service\` \| \`WORKSPACE=services/[\w-]+ PORT=| )(${SERVICE_PORT})\b`, 'g');
    const pairs = mentions(named);
    expect(pairs.length).toBeGreaterThan(0);
    const wrong = pairs
      .filter(({ match }) => portOf.get(match[1] ?? '') !== Number(match[2]))
      .map(({ where, match }) => `${where}: ${match[0]}`);
    expect(wrong).toEqual([]);
    // A service's README giving its port gives its own.
    for (const name of names) {
      const own = mentions(new RegExp(String.raw`Port (${SERVICE_PORT})`, 'g')).filter(({ where }) => where.startsWith(`services/${name}/`));
      for (const { where, match } of own) expect(`${where}: ${match[1]}`).toBe(`${where}: ${portOf.get(name)}`);
    }
  });

  it('build an image of every service, on its port', () => {
    const rows = mentions(/^\| `outings\/([\w-]+)` \| `service` \| `WORKSPACE=services\/([\w-]+) PORT=(\d+)` \|$/g);
    expect(rows.map(({ match }) => `${match[1]} ${match[2]} ${match[3]}`).sort()).toEqual(names.map((name) => `${name} ${name} ${portOf.get(name)}`).sort());
  });

  it('list every service where they list the `<SERVICE>_URL` variables', () => {
    const variables = names.map(serviceUrlVariable);
    const lists = lines.filter(({ text }) => /one per service of the manifest/.test(text) && /`[A-Z_]+_URL`/.test(text));
    expect(lists.length).toBeGreaterThan(0);
    for (const { where, text } of lists) {
      const listed = [...text.matchAll(/`([A-Z_]+_URL)`/g)].map((match) => match[1]).filter((variable) => variable !== '<SERVICE>_URL' && !variable?.startsWith('REMOTE_'));
      expect(`${where}: ${[...listed].sort().join(', ')}`).toBe(`${where}: ${[...variables].sort().join(', ')}`);
    }
  });

  it('document every setting a service declares, read by exactly the services that declare it', () => {
    const table = new Map(
      mentions(/^\| `([A-Z][A-Z0-9_]*)`(?:, `([A-Z][A-Z0-9_]*)`)? \| ([^|]*) \|/g)
        .filter(({ where }) => where.startsWith('docs/architecture.md:'))
        .flatMap(({ match }) => [match[1], match[2]].filter((setting): setting is string => setting !== undefined).map((setting) => [setting, match[3] ?? ''] as const)),
    );
    const declared = new Map<string, string[]>();
    for (const { name, settings } of SERVICE_MANIFESTS) {
      for (const setting of settings) declared.set(setting, [...(declared.get(setting) ?? []), name]);
    }
    for (const [setting, declaredBy] of declared) {
      const readers = table.get(setting);
      expect(`${setting}: ${readers === undefined ? 'undocumented' : 'documented'}`).toBe(`${setting}: documented`);
      // "auth, chat: …" names its readers; "services: …" speaks of all of them.
      const before = (readers ?? '').split(/[:(]/)[0] ?? '';
      const named = names.filter((name) => new RegExp(String.raw`(?<![\w-])${name}(?![\w-])`).test(before));
      if (named.length > 0) expect(`${setting}: ${[...named].sort().join(', ')}`).toBe(`${setting}: ${[...declaredBy].sort().join(', ')}`);
    }
  });
});
