// A pino logger whose JSON lines a test can read back, to check what the app logs.
import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from 'pino';

export interface LogCapture {
  logger: Logger;
  /** Every line written so far, parsed. */
  entries(): Array<Record<string, unknown>>;
}

export function captureLogs(level: pino.Level = 'info'): LogCapture {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter((line) => line.length > 0));
      done();
    },
  });
  return {
    logger: pino({ level }, destination),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
