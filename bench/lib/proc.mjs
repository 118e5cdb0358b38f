// What Linux says about a process (/proc): its parent, CPU time, memory and command, read
// by the benches that charge CPU to the parts of the app they load.
import { readdirSync, readFileSync } from 'node:fs';

export function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** Every process id on the machine. */
export const allPids = () => readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number);

/** `pid (comm) state ppid …`: comm may hold spaces, so the fields are read after its closing parenthesis. */
function statFields(stat) {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The pid and every process below it. */
export function processTree(rootPid) {
  const parentOf = new Map();
  for (const pid of allPids()) {
    const stat = readProc(pid, 'stat');
    if (stat) parentOf.set(pid, Number(statFields(stat)[1]));
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parentOf) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/** CPU time (user + system, ms) a process has used so far, and its command name. */
export function cpuOf(pid) {
  const stat = readProc(pid, 'stat');
  if (!stat) return null;
  const fields = statFields(stat);
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, 12 and 13 after the comm; USER_HZ is 100.
  return { ms: (Number(fields[11]) + Number(fields[12])) * 10, comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) };
}

/** Resident memory in MiB (0 once gone). */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readProc(pid, 'status') ?? '');
  return match ? Number(match[1]) / 1024 : 0;
}

/** What a cluster process runs: `services/chat/dist/main.js` → chat; anything else → `fallback`. */
export function partName(pid, fallback = 'runner') {
  const command = (readProc(pid, 'cmdline') ?? '').split('\0').join(' ');
  const match = /(?:services\/([\w-]+)|(gateway))\/dist\/main\.js/.exec(command);
  return match ? (match[1] ?? match[2]) : fallback;
}
