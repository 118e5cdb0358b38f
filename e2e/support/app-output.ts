// Keeps every line an app writes in its log file for the scan after the suite
// (support/log-scan.ts), and echoes to the terminal only what a run showed before the
// apps logged at debug level: warnings, errors and anything that is not a JSON log line
// (the runner's banner, a crash's stack trace).
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

// pino's levels trace (10), debug (20) and info (30), in a line or after the cluster
// runner's "name │ " prefix.
const BELOW_WARN = /"level":[123]0[,}]/;

/** Resolves once both output streams of `app` have ended and the file is written. */
export function recordOutput(app: ChildProcess, logFile: string): Promise<void> {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const file = createWriteStream(logFile, { flags: 'w' });
  const relay = (stream: Readable | null, echo: Writable) =>
    new Promise<void>((resolve) => {
      if (!stream) return resolve();
      const lines = createInterface({ input: stream, crlfDelay: Infinity });
      lines.on('line', (line) => {
        file.write(`${line}\n`);
        if (!BELOW_WARN.test(line)) echo.write(`${line}\n`);
      });
      lines.on('close', resolve);
    });
  return Promise.all([relay(app.stdout, process.stdout), relay(app.stderr, process.stderr)]).then(
    () => new Promise<void>((resolve) => file.end(resolve)),
  );
}
