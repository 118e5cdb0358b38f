import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prefixLine, startChild } from './child-process';

function script(source: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'outings-child-')), 'child.js');
  writeFileSync(file, source);
  return file;
}

/** Resolves once the child printed something: its signal handlers are installed by then. */
function firstLine(): { output: (line: string) => void; lines: string[]; printed: Promise<void> } {
  const lines: string[] = [];
  let resolve: () => void = () => undefined;
  const printed = new Promise<void>((done) => (resolve = done));
  return { lines, printed, output: (line) => (lines.push(line), resolve()) };
}

describe('startChild', () => {
  it('prefixes every line of both streams with the part name, and reports the exit code', async () => {
    const lines: string[] = [];
    const child = startChild({
      name: 'auth',
      script: script('process.stdout.write("one\\ntw"); process.stdout.write("o\\n"); console.error("oops"); process.exit(3);'),
      env: process.env,
      output: (line) => lines.push(line),
    });
    expect(child.pid).toEqual(expect.any(Number));
    expect(await child.exited).toBe(3);
    expect(child.hasExited()).toBe(true);
    expect(lines.sort()).toEqual([prefixLine('auth', 12, 'one'), prefixLine('auth', 12, 'oops'), prefixLine('auth', 12, 'two')].sort());
  });

  it('stops a child gracefully with SIGTERM', async () => {
    const { lines, printed, output } = firstLine();
    const child = startChild({
      name: 'gateway',
      script: script('process.on("SIGTERM", () => { console.log("draining"); process.exit(0); }); console.log("up"); setInterval(() => {}, 1000);'),
      env: process.env,
      output,
    });
    await printed;
    await child.stop();
    expect(await child.exited).toBe(0);
    expect(lines.map((line) => line.split('│ ')[1])).toEqual(['up', 'draining']);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const { printed, output } = firstLine();
    const child = startChild({
      name: 'stuck',
      script: script('process.on("SIGTERM", () => {}); console.log("up"); setInterval(() => {}, 1000);'),
      env: process.env,
      output,
    });
    await printed;
    await child.stop(100);
    expect(await child.exited).toBe('SIGKILL');
  });
});
