// CPU time and memory of the server from /proc (Linux): the server process and all its descendants
// (cluster workers), and, best effort, the local PostgreSQL serving the bench's database.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times; 100 on every Linux we run on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

type Proc = { pid: number; ppid: number; comm: string; ownTicks: number; reapedTicks: number };

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may itself contain spaces or ')': the fields follow the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Fields 4 (ppid) and 14–17 (utime, stime, cutime, cstime) of proc(5); here counted from field 3.
    // cutime/cstime hold the time of children that ended and were reaped, so a worker that ended in
    // between still counts (a live child is counted by itself, never twice).
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return { pid, ppid: Number(fields[1]), comm, ownTicks: utime! + stime!, reapedTicks: cutime! + cstime! };
  } catch {
    return null; // ended in between, or not ours to read
  }
}

function allProcs(): Proc[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readProc(Number(name)) ?? []);
}

/** The process and all its descendants. */
export function processTree(rootPid: number): Proc[] {
  const procs = allProcs();
  const tree = procs.filter((p) => p.pid === rootPid);
  for (let i = 0; i < tree.length; i++) {
    tree.push(...procs.filter((p) => p.ppid === tree[i]!.pid));
  }
  return tree;
}

/** CPU seconds (user + system) used so far by the process tree. */
export const treeCpuSeconds = (rootPid: number) =>
  processTree(rootPid).reduce((sum, p) => sum + p.ownTicks + p.reapedTicks, 0) / TICKS_PER_SECOND;

/** Resident memory of the process tree in bytes (shared pages count once per process, as `ps` shows). */
export function treeRssBytes(rootPid: number): number {
  return processTree(rootPid).reduce((sum, p) => {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p.pid}/status`, 'utf8'))?.[1];
      return sum + Number(kb ?? 0) * 1024;
    } catch {
      return sum;
    }
  }, 0);
}

function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

/**
 * CPU ticks per process of the local PostgreSQL for one database: the backends serving it (their process
 * title names the database) and the server's shared helpers (postmaster, writers, checkpointer).
 */
export function postgresTicks(databaseName: string): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const p of allProcs()) {
    if (p.comm !== 'postgres') continue;
    const title = commandLine(p.pid);
    if (title === null) continue;
    // A backend's title: "postgres: 15/main: <user> <database> <client> <state>"; helpers have no client.
    const backend = /\(\d+\)|\[local\]/.test(title);
    if (!backend || title.split(' ').includes(databaseName)) ticks.set(p.pid, p.ownTicks);
  }
  return ticks;
}

/**
 * PostgreSQL CPU seconds between two readings of postgresTicks: a process seen in both counts its growth,
 * one started in between all its time. Best effort: another database's load on the same server moves the
 * shared helpers too, and a backend that ends in between loses its time (the postmaster's time of ended
 * children is left out: it holds every ended backend of every database, e.g. other test runs').
 */
export function postgresCpuSeconds(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks / TICKS_PER_SECOND;
}

/** Whether PostgreSQL runs on this machine (its processes are visible in /proc). */
export const postgresIsLocal = () => allProcs().some((p) => p.comm === 'postgres');

/**
 * Waits until the process tree is idle (below `cores` of CPU over a quarter second), so requests still
 * running from an earlier load (a closed connection does not stop a render) neither slow nor bill the
 * next measurement. Gives up after `timeoutMs` and says so.
 */
export async function waitForIdle(rootPid: number, cores = 0.15, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const before = treeCpuSeconds(rootPid);
    await new Promise((r) => setTimeout(r, 250));
    if ((treeCpuSeconds(rootPid) - before) / 0.25 < cores) return;
  }
  console.warn(`(the server was still busy after ${timeoutMs / 1000} s; measuring anyway)`);
}
