/**
 * Work that must not hold up a response: inside a request it runs after the response is sent (Next's
 * `after`); outside one (the scheduler, scripts, tests) it starts at once, unawaited, and joins
 * `pending`, so a caller can wait for it to settle. `task` must handle its own failures.
 */
import { after } from "next/server";

export function runAfterResponse(task: () => Promise<void>, pending: Set<Promise<void>>): void {
  try {
    after(task);
  } catch {
    // `after` throws outside a request scope.
    const started = task();
    pending.add(started);
    void started.finally(() => pending.delete(started));
  }
}
