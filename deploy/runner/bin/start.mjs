#!/usr/bin/env node
// `npm start` / `npm run start:cluster`. Plain JavaScript, because it runs before
// anything is built: if a build output the app needs is missing (a fresh clone), it runs
// `npm run build` first, then hands over to the compiled runner for the chosen mode.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MODES = { embedded: 'embedded.js', cluster: 'cluster.js' };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const mode = process.argv[2];
if (!(mode in MODES)) {
  console.error(`usage: start.mjs ${Object.keys(MODES).join('|')}`);
  process.exit(2);
}

/** Every folder of services/ holding a package: the services the manifest lists. */
const services = readdirSync(path.join(root, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'services', entry.name, 'package.json')))
  .map((entry) => entry.name);

/** One file per build output: the compiled entry of each back-end part, each front end's entry. */
const REQUIRED_OUTPUTS = [
  `deploy/runner/dist/${MODES[mode]}`,
  'gateway/dist/main.js',
  ...services.map((name) => `services/${name}/dist/main.js`),
  ...['contracts', 'reference-data', 'service-kit', 'db', 'bus', 'jobs', 'storage', 'mail', 'runtime'].map((name) => `libs/${name}/dist/index.js`),
  'frontends/shell/dist/index.html',
  ...['outing', 'social', 'profile', 'chat'].map((name) => `frontends/${name}/dist/remoteEntry.js`),
];

const missing = REQUIRED_OUTPUTS.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.log(`Building Outings first (missing: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; Outings was not started.');
    process.exit(build.status ?? 1);
  }
}

await import(pathToFileURL(path.join(root, 'deploy', 'runner', 'dist', MODES[mode])).href);
