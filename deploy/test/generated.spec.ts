// The per-service parts of docker-compose.yml, k8s/ and tsconfig.json are written by
// `npm run deploy:generate` from the service manifests; a committed file that differs
// from what it would write now means a manifest changed without running it (or a
// generated line was edited by hand).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployFiles, GENERATED_FOLDER } from '../generate/deploy-files';
import { repoRoot } from './deployables';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const files = deployFiles(read);

describe('the files npm run deploy:generate writes', () => {
  it.each(files)('$path is up to date (else run npm run deploy:generate)', ({ path, content }) => {
    expect(existsSync(join(repoRoot, path)) ? read(path) : `${path} is missing`).toBe(content);
  });

  it(`${GENERATED_FOLDER} holds a file for each service and nothing else (else run npm run deploy:generate)`, () => {
    const committed = readdirSync(join(repoRoot, GENERATED_FOLDER)).map((name) => `${GENERATED_FOLDER}/${name}`);
    expect(committed.sort()).toEqual(files.map((file) => file.path).filter((path) => path.startsWith(`${GENERATED_FOLDER}/`)).sort());
  });
});
