// Where the CPU went, from V8 profiles (`node --cpu-prof`, or `BENCH_CPU_PROF=dir` on
// bench/auth-check.mjs): the functions with the most self time, and the packages (or
// project folders) they belong to.
//
//   node bench/cpu-profile-summary.mjs <file.cpuprofile | dir> [--top 25] [--window check] [--totals]
//
// `--totals` adds the functions with the most total time (themselves and their callees).
// With `--window <target>`, only the samples taken during that measured run count: the
// bench writes each run's start and end (CLOCK_MONOTONIC, the profiles' own clock) to
// `windows.json` beside the mode folders, so start-up and shutdown stay out of the figures.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const top = Number(option('top', 25));
const windowName = option('window', undefined);
const showTotals = args.includes('--totals') && args.splice(args.indexOf('--totals'), 1);
const target = args[0];
if (!target) {
  console.error('usage: cpu-profile-summary.mjs <file.cpuprofile | dir> [--top 25] [--window check] [--totals]');
  process.exit(2);
}

const files = statSync(target).isDirectory()
  ? readdirSync(target).filter((name) => name.endsWith('.cpuprofile')).map((name) => path.join(target, name))
  : [target];

/** The measured run's window, from `windows.json` next to (or above) the profiles. */
function windowFor(file) {
  if (!windowName) return null;
  const modeDir = path.dirname(file);
  const candidates = [path.join(modeDir, 'windows.json'), path.join(path.dirname(modeDir), 'windows.json')];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`--window needs windows.json beside ${modeDir}`);
  const mode = path.basename(modeDir);
  const windows = JSON.parse(readFileSync(found, 'utf8'));
  const match = windows.find((entry) => entry.name === windowName && (entry.mode === mode || windows.every((other) => other.mode === entry.mode)));
  if (!match) throw new Error(`no "${windowName}" window for ${mode} in ${found}`);
  return match;
}

/** A readable place for a function: the npm package, or the project file. */
function placeOf(url) {
  if (!url) return '(native)';
  const clean = url.replace(/^file:\/\//, '');
  const modules = clean.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = clean.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (clean.startsWith('node:')) return clean;
  const project = /\/(libs|services|gateway|deploy|bench)\/(.*)$/.exec(clean);
  return project ? `${project[1]}/${project[2]}` : clean;
}

function summarise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const window = windowFor(file);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const totalByFunction = new Map();
  const selfByFunction = new Map();
  const selfByPlace = new Map();
  let time = profile.startTime;
  let total = 0;
  let idle = 0;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (window && (time < window.startUs || time > window.endUs)) continue;
    const node = nodes.get(profile.samples[index]);
    const { functionName, url, lineNumber } = node.callFrame;
    total += delta;
    if (functionName === '(idle)') {
      idle += delta;
      continue;
    }
    const place = placeOf(url);
    const key = `${functionName || '(anonymous)'}  ${place}${url ? `:${lineNumber + 1}` : ''}`;
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + delta);
    // Total (inclusive) time: each function once per sample, however deep it recurses.
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parentOf.get(id)) {
      const frame = nodes.get(id).callFrame;
      if (!frame.url) continue;
      const frameKey = `${frame.functionName || '(anonymous)'}  ${placeOf(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(frameKey)) continue;
      seen.add(frameKey);
      totalByFunction.set(frameKey, (totalByFunction.get(frameKey) ?? 0) + delta);
    }
    const group = url ? (place.startsWith('node:') ? 'node internals' : place.split('/').slice(0, place.startsWith('@') ? 2 : 1).join('/')) : functionName;
    selfByPlace.set(group, (selfByPlace.get(group) ?? 0) + delta);
  }
  const busy = total - idle;
  const ms = (micros) => (micros / 1000).toFixed(0).padStart(7);
  const share = (micros) => `${((micros / Math.max(busy, 1)) * 100).toFixed(1).padStart(5)}%`;
  console.log(`\n${path.basename(file)}${window ? ` (window "${window.name}")` : ''}: ${ms(busy).trim()} ms busy of ${ms(total).trim()} ms sampled`);
  console.log('  self ms   busy  function  where');
  for (const [key, micros] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(micros)} ${share(micros)}  ${key}`);
  if (showTotals) {
    console.log('  total ms  busy  function  where (inclusive: itself and what it calls)');
    for (const [key, micros] of [...totalByFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(micros)} ${share(micros)}  ${key}`);
  }
  console.log('  by package or folder:');
  for (const [group, micros] of [...selfByPlace].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms(micros)} ${share(micros)}  ${group}`);
}

for (const file of files) summarise(file);
