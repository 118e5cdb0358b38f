// Timing of sequential reads, shared by the benches that read one thing many times
// against a same-run baseline (daily-matches, feed-read).
import { performance } from 'node:perf_hooks';
import { percentile } from './percentile.mjs';

/** Runs `read(id)` for each id, one after another: p50, p99 and max in ms. */
export async function timeReads(ids, read) {
  const times = [];
  for (const id of ids) {
    const started = performance.now();
    await read(id);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) };
}
