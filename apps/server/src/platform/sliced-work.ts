import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs work that stops between slices (a generator that yields at each stop, e.g. @print/core's
 * readPriceListFile) and lets the event loop turn at every stop, so one large upload does not keep the
 * health check and every other request waiting while it is read (issue 23).
 */
export async function runInSlices<T>(steps: Generator<unknown, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}
