// `npm run deploy:generate`: rewrites the per-service parts of docker-compose.yml, k8s/
// and the root tsconfig.json from libs/contracts/src/services/service-manifests.ts. Run
// it after adding, removing or changing a service's entry, and commit the result.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployFiles, GENERATED_FOLDER } from './deploy-files';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const files = deployFiles(read);

mkdirSync(join(root, GENERATED_FOLDER), { recursive: true });
const wanted = new Set(files.map((file) => file.path));
for (const name of readdirSync(join(root, GENERATED_FOLDER))) {
  const path = `${GENERATED_FOLDER}/${name}`;
  if (wanted.has(path)) continue;
  rmSync(join(root, path));
  console.log(`removed ${path}`);
}
for (const { path, content } of files) {
  if (existsSync(join(root, path)) && read(path) === content) continue;
  writeFileSync(join(root, path), content);
  console.log(`wrote ${path}`);
}
