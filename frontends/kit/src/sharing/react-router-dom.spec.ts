// The shared router must export every name a front end's code imports from
// 'react-router-dom': a missing one would be `undefined` only in the built app.
import * as sharedRouter from './react-router-dom';

// The front ends' type world is the browser's: the little of Node this test reads the
// sources with (jest runs it in Node) is declared here rather than for every front end.
declare const __dirname: string;
interface FileSystem {
  readdirSync(dir: string, options: { recursive: true; encoding: 'utf8' }): string[];
  readFileSync(file: string, encoding: 'utf8'): string;
}
const { readdirSync, readFileSync } = jest.requireActual<FileSystem>('node:fs');

const FRONTENDS = __dirname.replace(/\/kit\/src\/sharing$/, '');
const SELF = `${__dirname}/react-router-dom.ts`;

/** Every source file the front ends' builds may bundle (tests run against the real package). */
function appSources(): string[] {
  return readdirSync(FRONTENDS, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\/src\/.*\.tsx?$/.test(`/${file}`) && !/\.spec\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${FRONTENDS}/${file}`);
}

function importedValues(source: string, from: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'g');
  return [...source.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) => (match[2] ?? '').split(','))
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier && !specifier.startsWith('type '))
    .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? specifier);
}

describe('the shared react-router-dom', () => {
  const sources = appSources().map((file) => ({ file, source: readFileSync(file, 'utf8') }));

  it('finds the front ends’ router imports', () => {
    expect(sources.filter(({ source }) => importedValues(source, 'react-router-dom').length > 0).length).toBeGreaterThan(10);
  });

  it('exports every name the front ends import from react-router-dom', () => {
    const missing = sources.flatMap(({ file, source }) =>
      importedValues(source, 'react-router-dom')
        .filter((name) => !(name in sharedRouter))
        .map((name) => `${file.slice(FRONTENDS.length + 1)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('is the only way into react-router (a second copy would not share its contexts)', () => {
    const direct = sources.filter(({ file, source }) => file !== SELF && /from 'react-router(\/[^']*)?'/.test(source)).map(({ file }) => file);
    expect(direct).toEqual([]);
  });
});
