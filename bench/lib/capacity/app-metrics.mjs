// The app's own event-loop delay, from the prom-client metrics each process serves at
// `/metrics` (the gateway on METRICS_PORT, each service on its own port). prom-client's
// histogram restarts at every scrape, so a scrape at a window's start and one at its end
// give the window's p99; its 10 ms sampling interval is taken off, as for the generator's.
const LAG_P99 = /^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})?\s+([\d.eE+-]+)/m;
const LOOP_RESOLUTION_MS = 10;

async function lagOf(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const match = LAG_P99.exec(await res.text());
    return match ? Math.max(0, Number(match[1]) * 1000 - LOOP_RESOLUTION_MS) : NaN;
  } catch {
    return NaN;
  }
}

/** `targets`: `[{ name, url }]` → `{ name: p99 ms since the previous scrape }` (NaN when not reachable). */
export async function scrapeLoopDelays(targets) {
  const values = await Promise.all(targets.map((target) => lagOf(target.url)));
  return Object.fromEntries(targets.map((target, index) => [target.name, values[index]]));
}

/** What serves metrics: the embedded run is one process (its gateway's port says it all). */
export function metricsTargets(mode, metricsPort, servicePorts) {
  const gateway = { name: mode === 'embedded' ? 'app' : 'gateway', url: `http://127.0.0.1:${metricsPort}/metrics` };
  if (mode === 'embedded') return [gateway];
  return [gateway, ...Object.entries(servicePorts).map(([name, port]) => ({ name, url: `http://127.0.0.1:${port}/metrics` }))];
}
