/**
 * Runs tasks strictly one after another: a headless browser takes a few hundred megabytes, so one
 * server instance captures one screenshot at a time and later requests wait their turn.
 */

/** A queue: `run(task)` starts `task` once every earlier task has settled, and answers its result. */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks started or waiting. */
  readonly pending: number;
}

/** Creates an empty queue. */
export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    run(task) {
      pending++;
      const result = tail.then(task).finally(() => pending--);
      // The next task waits for this one to settle, whether it succeeded or not.
      tail = result.catch(() => undefined);
      return result;
    },
    get pending() {
      return pending;
    },
  };
}
