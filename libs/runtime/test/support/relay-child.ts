// Starts `relay-process.ts` as a child process (TypeScript through tsx, workspace imports
// resolved to their sources as in jest) and follows the lines it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const SCRIPT = path.join(__dirname, 'relay-process.ts');

export interface RelayChild {
  /** Resolves when the child printed `line` (rejects if it exits first). */
  printed(line: string): Promise<void>;
  /** SIGKILL: no shutdown, no last pass, exactly like a crashed process. */
  kill(): Promise<void>;
}

export function startRelayChild(env: Record<string, string>): RelayChild {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(REPO_ROOT, 'tsconfig.tests.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let errors = '';
  const waiters = new Set<() => void>();
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    lines.push(...complete);
    for (const wake of waiters) wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  return {
    printed(line) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!lines.includes(line)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
        void exited.then((code) => reject(new Error(`relay child exited (${code}) before printing ${line}: ${errors}`)));
      });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
