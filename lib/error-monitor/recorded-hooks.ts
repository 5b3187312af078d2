/**
 * What other domains do with each error the monitor records: this app's critical errors are e-mailed
 * (lib/alerts/critical-error.ts) and its errors join the fleet issues (lib/fleet-issues/ingest.ts). The
 * monitor knows none of them: the composition root (lib/register-hooks.ts, run by instrumentation.ts)
 * registers them here. The list lives on `globalThis`, so every bundle of the server sees the same one.
 */
import type { Database } from "@/lib/db";
import type { ErrorLog } from "@/lib/db/schema";

/** Told of an error group's row right after an occurrence was written; may throw (the monitor logs it). */
export type RecordedErrorHook = (database: Database, row: ErrorLog) => Promise<unknown>;

const globalForHooks = globalThis as unknown as { __recordedErrorHooks?: RecordedErrorHook[] };

/** The registered hooks, in registration order. */
export function recordedErrorHooks(): readonly RecordedErrorHook[] {
  return globalForHooks.__recordedErrorHooks ?? [];
}

/** Adds `hook` once (registering the same function again changes nothing). */
export function onErrorRecorded(hook: RecordedErrorHook): void {
  const hooks = (globalForHooks.__recordedErrorHooks ??= []);
  if (!hooks.includes(hook)) hooks.push(hook);
}
