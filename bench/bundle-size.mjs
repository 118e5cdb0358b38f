// Initial JavaScript of the login page, raw and gzipped: every script the shell's
// index.html loads plus the chunks it preloads, which the shell's build lists as exactly
// those needed to render /login (frontends/shell/build/login-preload-plugin.js).
// Fails (exit 1) above the login page budget: 120 KB gzipped, in KiB like the table, or
// when one of those scripts holds the server-state library (TanStack Query): only
// signed-in screens use it, and the login page must not pay for it.
// Run after `npm run build:web`: `npm run bench:bundle`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 120 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '../frontends/shell/dist');
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`No build at ${dist}: run \`npm run build:web\` first.`);
  process.exit(1);
}

const html = readFileSync(indexPath, 'utf8');
const attribute = (tag, name) => new RegExp(`\\b${name}=("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(2).find((value) => value !== undefined);
const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
const scripts = tags.flatMap((tag) => {
  if (/^<script/i.test(tag)) return attribute(tag, 'src') ?? [];
  const isScriptPreload = /^(module)?preload$/i.test(attribute(tag, 'rel') ?? '') && (attribute(tag, 'as') ?? 'script') === 'script';
  return isScriptPreload ? (attribute(tag, 'href') ?? []) : [];
});
const files = [...new Set(scripts)].filter((src) => src.startsWith('/') && !src.startsWith('//'));
if (!files.length) {
  console.error(`${indexPath} loads no local scripts.`);
  process.exit(1);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`;
// Texts only TanStack Query's own code holds (its error messages), not the federation's
// share-scope entry that merely names the package.
const QUERY_LIBRARY_MARKS = ['No QueryClient set', 'Missing queryFn'];
const withQueryLibrary = [];
let raw = 0;
let gzipped = 0;
console.log(`Login page initial JavaScript (${files.length} files)`);
console.log(`${'raw'.padStart(12)} ${'gzip'.padStart(12)}  file`);
for (const src of files) {
  const path = join(dist, src);
  if (!existsSync(path)) {
    console.error(`index.html loads ${src}, which is missing from ${dist}.`);
    process.exit(1);
  }
  const content = readFileSync(path);
  const size = gzipSync(content, { level: 9 }).length;
  if (QUERY_LIBRARY_MARKS.some((mark) => content.includes(mark))) withQueryLibrary.push(src);
  raw += content.length;
  gzipped += size;
  console.log(`${kib(content.length)} ${kib(size)}  ${src}`);
}
console.log(`${kib(raw)} ${kib(gzipped)}  total`);
const withinBudget = gzipped <= BUDGET_GZIP_BYTES;
console.log(`${''.padStart(12)} ${kib(BUDGET_GZIP_BYTES)}  budget (gzip): ${withinBudget ? 'ok' : `over by ${((gzipped - BUDGET_GZIP_BYTES) / 1024).toFixed(1)} KiB`}`);
if (!withinBudget) process.exitCode = 1;
if (withQueryLibrary.length) {
  console.log(`The query library loads on the login page, in ${withQueryLibrary.join(', ')}.`);
  process.exitCode = 1;
} else console.log('The query library stays off the login page: ok');
