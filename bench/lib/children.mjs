// The processes a bench starts: each tracked with its descendants (the cluster runner's
// services), stopped with SIGTERM then SIGKILL after a grace period, and killed outright
// if the bench itself exits first, so none outlives the run.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { processTree } from './proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const START_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 40_000;

const processes = new Set();

function killQuietly(pid) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone: the normal case.
  }
}

process.once('exit', () => {
  for (const part of processes) {
    part.child.kill('SIGKILL');
    for (const pid of part.descendants) killQuietly(pid);
  }
});

export function track(name, child, logFile) {
  const part = { name, child, logFile, exited: false, descendants: new Set() };
  part.exitedPromise = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal))).then((result) => {
    part.exited = true;
    return result;
  });
  part.stop = async () => {
    if (!part.exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        console.error(`${name} did not stop within ${STOP_GRACE_MS / 1000} s: killing it`);
        child.kill('SIGKILL');
      }, STOP_GRACE_MS);
      await part.exitedPromise;
      clearTimeout(timer);
    }
    for (const pid of part.descendants) killQuietly(pid);
    processes.delete(part);
  };
  /** Remembered once started: if the parent had to be killed, its children must not linger. */
  part.rememberDescendants = () => {
    for (const pid of processTree(child.pid)) if (pid !== child.pid) part.descendants.add(pid);
  };
  processes.add(part);
  return part;
}

export function showTail(part) {
  if (!part?.logFile) return;
  const lines = readFileSync(part.logFile, 'utf8').trimEnd().split('\n').slice(-30);
  console.error(`--- last lines of ${part.name} (${part.logFile}) ---\n${lines.join('\n')}\n---`);
}

/** A Node process with its output in `logFile` (the kernel writes it, not this busy process). */
export function spawnLogged(name, args, env, logFile) {
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', output, output], detached: true });
  closeSync(output);
  return track(name, child, logFile);
}

export async function waitFor(part, ready, what, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (part.exited) throw new Error(`${part.name} exited during start-up (${await part.exitedPromise})`);
    if (Date.now() > deadline) throw new Error(`${part.name} did not ${what} within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

export async function answersReady(url) {
  try {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
