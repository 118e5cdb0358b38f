// `--cpu-prof` for every process of the app, the cluster's children included: Node 20
// refuses `--cpu-prof` in NODE_OPTIONS, but accepts `--require` of this file there, and
// children inherit NODE_OPTIONS. It starts V8's sampling profiler at load and writes
// `<part>-<pid>.cpuprofile` into BENCH_CPU_PROF_DIR when the process exits (a graceful
// stop ends in `process.exit`; the inspector answers synchronously on the main thread).
// Used by bench/auth-check.mjs when BENCH_CPU_PROF is set.
const inspector = require('node:inspector');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir && require('node:worker_threads').isMainThread) {
  const script = process.argv[1] ?? '';
  const match = /(?:services\/([\w-]+)|(gateway))\/dist\/main\.js$/.exec(script);
  const part = match ? (match[1] ?? match[2]) : path.basename(script, path.extname(script)) || 'node';
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.once('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(path.join(dir, `${part}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
