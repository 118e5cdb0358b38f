// Lighthouse on the pages a phone user opens first: /login signed out,
// then /profile, /outing, /social and /chat signed in as the Sample Login account. It
// starts the real app (embedded, demo world on, a throw-away DATA_DIR, port 18380 unless
// LIGHTHOUSE_PORT says otherwise) and runs Lighthouse in the installed Chromium with its
// default mobile profile: a mid-range phone's screen and simulated slow-4G throttling,
// which estimates from the trace, so a busy machine moves the scores less than it moves
// real timings. Prints route × category, the failing audits of any category under its
// budget, and exits 1 when one is (performance, accessibility, best practices ≥ 95; SEO
// is printed, not judged). Single runs of one build move by ±10 points on this machine, so
// each route is run LIGHTHOUSE_RUNS times (default 5, the count Lighthouse's variability
// guide gives for halving the spread) and judged by its median run (Lighthouse's own
// computeMedianRun: nearest the median FCP and TTI), with every run's
// performance score printed beside it. `npm run build` first.
//
//   node bench/lighthouse.mjs [route…]        # default: all five routes
//   CHROME_PATH, LIGHTHOUSE_PORT, LIGHTHOUSE_RUNS
//   LIGHTHOUSE_REPORTS=dir    # + each route's full report (JSON, for the Lighthouse viewer)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { signInSampleLogin } from './lib/sample-login.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Node 20 has no WebSocket of its own: the gateway's pinned undici speaks to Chrome's DevTools.
const { WebSocket } = createRequire(path.join(root, 'gateway/package.json'))('undici');
const RUNNER = path.join(root, 'deploy/runner/bin/start.mjs');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 18380);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The signed-in hint cookie's name (libs/contracts signed-in-hint.ts). */
const SIGNED_IN_HINT = 'outings.signed-in';
const ROUTES = [
  { path: '/login', signedIn: false },
  { path: '/profile', signedIn: true },
  { path: '/outing', signedIn: true },
  { path: '/social', signedIn: true },
  { path: '/chat', signedIn: true },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The budget: 95 and up; SEO has none (an app behind a login). */
const BUDGETS = { performance: 95, accessibility: 95, 'best-practices': 95 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const START_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 40_000;

const wanted = process.argv.slice(2);
const routes = wanted.length ? ROUTES.filter((route) => wanted.includes(route.path)) : ROUTES;
if (routes.length !== (wanted.length || ROUTES.length)) {
  console.error(`usage: lighthouse.mjs [${ROUTES.map((route) => route.path).join('] [')}]`);
  process.exit(2);
}
if (!existsSync(path.join(root, 'frontends/shell/dist/index.html')) || !existsSync(path.join(root, 'gateway/dist/main.js'))) {
  console.error('No build of the app: run `npm run build` first.');
  process.exit(1);
}

/** The embedded app; resolves once the runner printed its banner (every part is ready). */
async function startApp(tempDir) {
  const logFile = path.join(tempDir, 'app.log');
  const url = `http://127.0.0.1:${PORT}`;
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: path.join(tempDir, 'data'), DEMO_SEED: 'true', LOG_LEVEL: 'warn' };
  delete env.SMTP_URL;
  const output = openSync(logFile, 'a');
  // Its own process group, so stopping it reaches every part it started.
  const child = spawn(process.execPath, [RUNNER, 'embedded'], { cwd: root, env, stdio: ['ignore', output, output], detached: true });
  closeSync(output);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const app = { child, url, logFile, exited, done: false };
  exited.then(() => (app.done = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!readFileSync(logFile, 'utf8').includes('Outings is running at')) {
    if (app.done || Date.now() > deadline) {
      console.error(readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n'));
      throw new Error(app.done ? `the app exited during start-up (${await exited})` : 'the app did not start in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return app;
}

async function stopApp(app) {
  if (app.done) return;
  process.kill(-app.child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-app.child.pid, 'SIGKILL'), STOP_GRACE_MS);
  await app.exited;
  clearTimeout(timer);
}

/**
 * Puts exactly `cookies` ([name, value] pairs for `url`) in the browser's cookie jar, as a
 * browser that signed in holds them: the session and the signed-in hint the page reads.
 * Lighthouse's storage reset leaves cookies alone, and a Cookie header of its own would
 * lose to the jar as soon as the page sets any cookie.
 */
async function setBrowserCookies(port, url, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((open, fail) => {
    socket.onopen = open;
    socket.onerror = fail;
  });
  let lastId = 0;
  const send = (method, params) =>
    new Promise((done, fail) => {
      const id = (lastId += 1);
      socket.addEventListener('message', function answer(event) {
        const message = JSON.parse(event.data);
        if (message.id !== id) return;
        socket.removeEventListener('message', answer);
        if (message.error) fail(new Error(`${method}: ${message.error.message}`));
        else done(message.result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Storage.clearCookies', {});
    if (cookies.length) await send('Storage.setCookies', { cookies: cookies.map(([name, value]) => ({ name, value, url })) });
  } finally {
    socket.close();
  }
}

/** One cold load (Lighthouse clears the origin's storage and service worker first). A run
 * whose trace came out unusable (Lighthouse says "run again", seen on a busy machine) is
 * retried. */
async function audit(chrome, url, attempt = 1) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && attempt < 3) return audit(chrome, url, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  return { lhr, finalPath };
}

/** The audits that cost a category points: scored below 0.9, heaviest first. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score))
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

const tempDir = mkdtempSync(path.join(os.tmpdir(), 'outings-lighthouse-'));
let app;
let chrome;
const rows = [];
try {
  app = await startApp(tempDir);
  // The session cookie (`outings.sid=…`) and the hint, in the jar for the signed-in routes only.
  const signedInCookies = routes.some((route) => route.signedIn)
    ? [(await signInSampleLogin(app.url)).cookie.split(/=(.*)/s).slice(0, 2), [SIGNED_IN_HINT, '1']]
    : [];
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await setBrowserCookies(chrome.port, app.url, route.signedIn ? signedInCookies : []);
      const { lhr, finalPath } = await audit(chrome, `${app.url}${route.path}`);
      // A signed-in page that lands on /login measured the wrong page.
      if (finalPath !== route.path) throw new Error(`${route.path} ended on ${finalPath}`);
      runs.push(lhr);
    }
    const lhr = computeMedianRun(runs);
    rows.push({ route: route.path, lhr, runs });
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${route.path.slice(1)}.json`), JSON.stringify(lhr));
    }
    console.log(
      `${route.path}: ${CATEGORIES.map((category) => `${category} ${score(lhr, category)}`).join(', ')}` +
        ` (median of ${RUNS}; performance per run ${runs.map((one) => score(one, 'performance')).join(' ')})`,
    );
  }
} finally {
  await chrome?.kill();
  if (app) await stopApp(app);
  rmSync(tempDir, { recursive: true, force: true });
}

const loadAverage = os.loadavg().map((value) => value.toFixed(2)).join(' ');
console.log(
  `\nLighthouse ${rows[0].lhr.lighthouseVersion}, mobile, simulated throttling, median of ${RUNS} run(s) per route; ${new Date().toISOString()}; load average ${loadAverage}`,
);
console.log(`${'route'.padEnd(10)}${CATEGORIES.map((category) => category.padStart(16)).join('')}`);
for (const { route, lhr } of rows) console.log(`${route.padEnd(10)}${CATEGORIES.map((category) => String(score(lhr, category)).padStart(16)).join('')}`);
console.log(`${'budget'.padEnd(10)}${CATEGORIES.map((category) => String(BUDGETS[category] ?? '-').padStart(16)).join('')}`);

let underBudget = 0;
for (const { route, lhr } of rows) {
  for (const [category, budget] of Object.entries(BUDGETS)) {
    if (score(lhr, category) >= budget) continue;
    underBudget += 1;
    console.log(`\n${route} ${category} ${score(lhr, category)} < ${budget}:`);
    for (const title of failingAudits(lhr, category)) console.log(`  - ${title}`);
  }
}
console.log(underBudget ? `\n${underBudget} score(s) under budget.` : '\nEvery score within budget.');
if (underBudget) process.exitCode = 1;
