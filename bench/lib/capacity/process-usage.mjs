// CPU and memory per part of the system under load, from /proc: every process below the
// app's runner by what it runs (gateway, each service; the embedded app is one process),
// PostgreSQL, Redis and RabbitMQ (every process of theirs on this machine), and this
// generator (all its threads).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { allPids, cpuOf, partName, processTree, rssMb } from '../proc.mjs';

const INFRASTRUCTURE = { postgres: 'postgres', 'redis-server': 'redis', 'beam.smp': 'rabbitmq' };

/** pid → part name, read now (a restarted service gets a new pid). */
export function partsNow(appPid, mode) {
  const parts = new Map();
  for (const pid of processTree(appPid)) parts.set(pid, mode === 'embedded' ? 'app' : pid === appPid ? 'runner' : partName(pid, 'runner'));
  for (const pid of allPids()) {
    const part = INFRASTRUCTURE[cpuOf(pid)?.comm];
    if (part && !parts.has(pid)) parts.set(pid, part);
  }
  parts.set(process.pid, 'generator');
  return parts;
}

/** CPU ms used so far per pid, with its part and the time read. */
export function cpuSnapshot(parts) {
  const processes = new Map();
  for (const [pid, part] of parts) {
    const cpu = cpuOf(pid);
    if (cpu) processes.set(pid, { part, ms: cpu.ms });
  }
  return { at: performance.now(), processes };
}

/** Per part: CPU % of one core between two snapshots, and RSS (MiB) now. */
export function usageBetween(before, after) {
  const wallMs = after.at - before.at;
  const parts = {};
  for (const [pid, { part, ms }] of after.processes) {
    const entry = (parts[part] ??= { cpuPercent: 0, rssMb: 0 });
    entry.cpuPercent += (100 * (ms - (before.processes.get(pid)?.ms ?? ms))) / wallMs;
    entry.rssMb += rssMb(pid);
  }
  const totalPercent = Object.values(parts).reduce((sum, entry) => sum + entry.cpuPercent, 0);
  return { parts, totalPercent, machinePercent: os.cpus().length * 100 };
}
