// A service of the manifest is also a workspace the build and the runners can find: its
// package by the conventional name, its process entry, its place in `npm run build`, build
// references to exactly the workspace libraries its package declares; and the settings its
// `src/config.ts` reads are the ones its manifest declares (its context's `env` holds only
// those, so an undeclared one would silently fall back to its default).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SERVICE_NAMES, serviceManifest } from '@outings/contracts';
import { repoRoot } from './deployables';

const packageSchema = z.object({ name: z.string(), main: z.string() });
const dependenciesSchema = z.object({ dependencies: z.record(z.string(), z.string()) });
const referencesSchema = z.object({ references: z.array(z.object({ path: z.string() })) });
const rootReferences = referencesSchema
  .parse(JSON.parse(readFileSync(join(repoRoot, 'tsconfig.json'), 'utf8')))
  .references.map((reference) => reference.path);

describe('the services of the manifest', () => {
  it('are exactly the folders of services/', () => {
    const folders = readdirSync(join(repoRoot, 'services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...SERVICE_NAMES].sort());
  });

  it.each(SERVICE_NAMES)('%s is its package @outings/<name>-service, built by npm run build, with a process entry', (name) => {
    const folder = join(repoRoot, 'services', name);
    expect(packageSchema.parse(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')))).toEqual({
      name: `@outings/${name}-service`,
      main: 'dist/service.js',
    });
    expect(existsSync(join(folder, 'src', 'main.ts'))).toBe(true);
    expect(rootReferences).toContain(`services/${name}`);
  });

  it.each(SERVICE_NAMES)('%s builds against exactly the workspace libraries its package declares', (name) => {
    const folder = join(repoRoot, 'services', name);
    const declared = Object.keys(dependenciesSchema.parse(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))).dependencies)
      .filter((dependency) => dependency.startsWith('@outings/'))
      .map((dependency) => `../../libs/${dependency.slice('@outings/'.length)}`);
    const referenced = referencesSchema.parse(JSON.parse(readFileSync(join(folder, 'tsconfig.json'), 'utf8'))).references.map((reference) => reference.path);
    expect(referenced.sort()).toEqual(declared.sort());
  });

  it.each(SERVICE_NAMES)('%s declares in its manifest exactly the settings its src/config.ts reads', async (name) => {
    const file = join(repoRoot, 'services', name, 'src', 'config.ts');
    const schemas = existsSync(file) ? Object.values((await import(file)) as Record<string, unknown>) : [];
    const read = schemas.flatMap((value) => (value instanceof z.ZodObject ? Object.keys(value.shape) : []));
    expect([...new Set(read)].sort()).toEqual([...serviceManifest(name).settings].sort());
  });
});
