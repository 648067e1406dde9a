import cluster, { type Worker } from 'node:cluster';

const LEVELS = { info: 30, warn: 40, error: 50 } as const;
const THRESHOLDS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50 };

/** The primary's log lines, in the JSON shape of the workers' (pino) lines so one log reader takes both. */
export function primaryLogger(logLevel: string) {
  const threshold = THRESHOLDS[logLevel] ?? (logLevel === 'fatal' ? 60 : Infinity);
  return (level: keyof typeof LEVELS, msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[level] < threshold) return;
    const line = JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, ...fields, msg });
    (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
  };
}

/** A replacement for a worker that died this soon after it was started waits a second first. */
const QUICK_CRASH_MS = 5_000;
/** Workers still running this long after a stop signal are killed. */
const STOP_TIMEOUT_MS = 12_000;

/**
 * Runs `count` workers of this script (node:cluster: they share the listening port, the primary hands
 * them connections in turn) and keeps them running: a worker that dies is replaced, SIGINT/SIGTERM are
 * passed on and the primary exits when all workers have stopped. Workers share nothing but the database
 * and Redis, like separate instances. Resolves once every worker listens; rejects (after stopping the
 * others) when one ends before it ever listened, e.g. a port in use, so a broken start fails at once.
 */
export function superviseWorkers(options: { count: number; log: ReturnType<typeof primaryLogger> }) {
  const { count, log } = options;
  let started = false;
  let stopping = false;
  const listening = new Set<Worker>();
  /** The running workers and when each was started. */
  const alive = new Map<Worker, number>();

  return new Promise<void>((resolve, reject) => {
    const fork = () => {
      const worker = cluster.fork();
      alive.set(worker, Date.now());
      worker.once('listening', () => {
        listening.add(worker);
        log('info', 'worker listening', { worker: worker.id, workerPid: worker.process.pid });
        if (!started && listening.size === count) {
          started = true;
          resolve();
        }
      });
    };

    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log('info', 'stopping workers', { signal });
      // Each worker closes its server, lets running requests finish and closes its connections.
      for (const worker of alive.keys()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        log('error', 'workers did not stop in time; killing them');
        for (const worker of alive.keys()) worker.process.kill('SIGKILL');
        process.exit(1);
      }, STOP_TIMEOUT_MS).unref();
    };

    cluster.on('exit', (worker, code, signal) => {
      const everListened = listening.delete(worker);
      const lived = Date.now() - (alive.get(worker) ?? 0);
      alive.delete(worker);
      if (stopping) {
        if (alive.size === 0) process.exit(0);
        return;
      }
      if (!started && !everListened) {
        log('error', 'a worker ended before it listened; stopping', { worker: worker.id, code, signal });
        stop('SIGTERM');
        reject(new Error(`worker ${worker.id} exited with ${signal ?? code} during start`));
        return;
      }
      log('warn', 'worker died; starting a new one', { worker: worker.id, code, signal });
      if (lived < QUICK_CRASH_MS) setTimeout(fork, 1_000);
      else fork();
    });

    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    for (let i = 0; i < count; i += 1) fork();
  });
}
