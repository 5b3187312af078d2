/**
 * A transaction the process-wide `db` (lib/db/index.ts) answers with while a piece of work runs, so every
 * write of an audited action lands in the transaction that also writes its audit row, whatever service
 * it goes through (docs/decisions/auth-and-roles.md "Audit log"). A service's own `db.transaction(…)` inside becomes a
 * savepoint of it. Work that outlives the scope (a first delivery try after the response, a sync started
 * with `after`) finds the scope closed and uses the pool again.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "./index";

interface Scope {
  /** The open transaction; null once it committed or rolled back. */
  tx: Database | null;
  /** Work to start once the transaction committed (never when it rolled back). */
  afterCommit: (() => void)[];
}

const storage = new AsyncLocalStorage<Scope>();

/** The transaction of the scope the caller runs in, or null outside one (or after it ended). */
export function ambientTransaction(): Database | null {
  return storage.getStore()?.tx ?? null;
}

/**
 * Runs `work` in a transaction of `root` that `db` answers with meanwhile (or in the caller's ambient
 * transaction, when there is one). The transaction commits when
 * `work` resolves and rolls back when it throws (the error is rethrown); either way the scope closes
 * before this resolves, and the `afterCommit` callbacks start only after a commit.
 */
export async function withAmbientTransaction<T>(root: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  // Inside another scope the work joins its transaction: one commit, one set of after-commit tasks.
  const outer = ambientTransaction();
  if (outer) return work(outer);
  const scope: Scope = { tx: null, afterCommit: [] };
  let committed = false;
  try {
    const result = await storage.run(scope, () =>
      root.transaction(async (tx) => {
        scope.tx = tx as unknown as Database;
        return work(scope.tx);
      }),
    );
    committed = true;
    return result;
  } finally {
    scope.tx = null;
    if (committed) for (const start of scope.afterCommit) start();
  }
}

/**
 * Starts `task` now, or, inside an ambient transaction, once it committed: a first delivery try must not
 * look for a row its transaction has not committed yet. Dropped when the transaction rolls back.
 */
export function afterCommit(task: () => void): void {
  const scope = storage.getStore();
  if (scope?.tx) scope.afterCommit.push(task);
  else task();
}
