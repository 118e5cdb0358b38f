// The processes of the e2e cluster, as the runner names them in its own log lines
// ("auth started (pid 4242)", "auth exited (SIGKILL); restarting in 1 s (attempt 1)"),
// read from the cluster's log file that support/launch-app.ts keeps.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { appLogFile } from './e2e-environment';

const runnerLineSchema = z.object({
  name: z.literal('runner'),
  level: z.number(),
  part: z.string(),
  msg: z.string(),
  childPid: z.number().optional(),
  exit: z.union([z.number(), z.string()]).optional(),
  attempt: z.number().optional(),
  delayMs: z.number().optional(),
});
export type RunnerLine = z.infer<typeof runnerLineSchema>;

/** The runner's lines about its parts so far; the parts' own lines carry a "name │ " prefix. */
export function runnerLines(): RunnerLine[] {
  return readFileSync(appLogFile('cluster'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      const parsed = runnerLineSchema.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data] : [];
    });
}

/** The pid of the latest process the runner started for `part`. */
export function latestPid(part: string): number | undefined {
  return runnerLines().findLast((line) => line.part === part && line.childPid !== undefined)?.childPid;
}

/** `kill -9` of the part's current process; returns the pid it killed. */
export function killHard(part: string): number {
  const pid = latestPid(part);
  if (pid === undefined) throw new Error(`The runner's log names no ${part} process (the e2e cluster logs at LOG_LEVEL info or below?)`);
  process.kill(pid, 'SIGKILL');
  return pid;
}
