// One part of the cluster as a child process: its output prefixed with its name, line by
// line, and a way to stop it gracefully (SIGTERM, then SIGKILL after a grace period).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export interface ChildHandle {
  name: string;
  /** The operating system's id of the process, for the logs (undefined if it could not start). */
  pid: number | undefined;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  stop(graceMs?: number): Promise<void>;
  /** Last resort when the runner itself is exiting without a chance to wait. */
  killNow(): void;
}

export interface ChildOptions {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  /** Receives every output line, already prefixed. */
  output: (line: string) => void;
}

export function prefixLine(name: string, width: number, line: string): string {
  return `${name.padEnd(width)} │ ${line}`;
}

/** Width of the name column: the longest name among the cluster's parts. */
export const NAME_WIDTH = 'notification'.length;

export function startChild({ name, script, env, output }: ChildOptions): ChildHandle {
  const child = spawn(process.execPath, [script], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl+C reaches the runner only, which stops the parts in order.
    detached: true,
  });
  const relay = (stream: Readable) => {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => output(prefixLine(name, NAME_WIDTH, line)));
  };
  relay(child.stdout);
  relay(child.stderr);

  let exited = false;
  const exitedPromise = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve(code ?? signal ?? 'unknown');
    });
    child.once('error', (error) => {
      exited = true;
      output(prefixLine(name, NAME_WIDTH, `could not start: ${error.message}`));
      resolve('spawn-error');
    });
  });

  return {
    name,
    pid: child.pid,
    exited: exitedPromise,
    hasExited: () => exited,
    stop: async (graceMs = 15_000) => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exitedPromise;
      clearTimeout(timer);
    },
    killNow: () => {
      if (!exited) child.kill('SIGKILL');
    },
  };
}
