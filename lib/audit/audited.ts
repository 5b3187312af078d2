/**
 * Audit by construction (docs/decisions/auth-and-roles.md "Audit log"): the action and route wrappers run the body of
 * every audited permission through `runAudited`, which opens an ambient transaction
 * (lib/db/ambient-transaction.ts) that every write through `db` joins, and appends the audit row to it.
 *
 * - Done: the row (`ok`) commits with the change.
 * - Refused by a rule (an `AppError`): the row (`refused`, or `error` for a 5xx code such as `unavailable`)
 *   commits with whatever the body wrote before refusing, as it would without the audit (a failed
 *   password's counted attempt stays counted). When the database had already aborted the transaction,
 *   it rolls back and the row is written on its own.
 * - Our bug (anything else): the transaction rolls back and the `error` row is written on its own.
 *
 * The error is rethrown unchanged, for the wrapper to answer as it always did.
 */
import { db } from "@/lib/db";
import { withAmbientTransaction } from "@/lib/db/ambient-transaction";
import { isAppError, type AppError } from "@/lib/errors/app-error";
import { recordAudit, type AuditEntry } from "./record-audit";

/** An audit row waiting for its outcome; `target` may read the body's answer (a created row's id). */
export type PendingAudit<T> = Omit<AuditEntry, "outcome" | "reason" | "target"> & {
  target: (result: T | undefined) => AuditEntry["target"];
};

/** `refused` for the caller's own mistake or a rule (4xx), `error` for a failure on our side (5xx). */
function outcomeOf(error: AppError): "refused" | "error" {
  return error.status >= 500 ? "error" : "refused";
}

/**
 * Writes a row on its own: a call refused before its body ran, or one whose transaction failed. A
 * database that refuses even this is logged, and the caller answers as it would have.
 */
export async function recordAuditAlone(entry: AuditEntry): Promise<void> {
  try {
    await recordAudit(db, entry);
  } catch (error) {
    console.error(`[audit] could not record ${entry.action} (${entry.outcome})`, error);
  }
}

/** Runs `work` with its audit row in one transaction, as described above; answers or throws what `work` does. */
export async function runAudited<T>(pending: PendingAudit<T>, work: () => Promise<T>): Promise<T> {
  const { target, ...base } = pending;
  const state: { done: { value: T } | null; refusal: AppError | null } = { done: null, refusal: null };
  try {
    await withAmbientTransaction(db, async (tx) => {
      try {
        state.done = { value: await work() };
      } catch (error) {
        if (!isAppError(error)) throw error;
        state.refusal = error;
        await recordAudit(tx, { ...base, target: target(undefined), outcome: outcomeOf(error), reason: error.code });
        return;
      }
      await recordAudit(tx, { ...base, target: target(state.done.value), outcome: "ok" });
    });
  } catch (error) {
    const refusal = state.refusal;
    await recordAuditAlone({
      ...base,
      target: target(undefined),
      outcome: refusal ? outcomeOf(refusal) : "error",
      reason: refusal?.code ?? (isAppError(error) ? error.code : "internal"),
    });
    throw refusal ?? error;
  }
  if (state.refusal) throw state.refusal;
  return state.done!.value;
}
