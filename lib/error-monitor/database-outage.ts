/**
 * How an ended database outage enters the error monitor (docs/decisions/data-and-jobs.md "503 on a database blip"): one
 * occurrence per outage, written once the database answers again. Set as the outage reporter of
 * lib/db/unavailable.ts at start-up (instrumentation.ts), so the database layer needs no error monitor.
 */
import { countFailures, type DatabaseOutage } from "@/lib/db/unavailable";
import { reportError } from "./report-error";

/** The error-monitor entry of an outage that has ended; its `cause` is the driver's first error. */
export class DatabaseOutageError extends Error {
  constructor(outage: DatabaseOutage) {
    const seconds = Math.max(1, Math.round((outage.endedAt.getTime() - outage.startedAt.getTime()) / 1000));
    super(
      `The database was unavailable for ${seconds} s, from ${outage.startedAt.toISOString()} to ${outage.endedAt.toISOString()}; ` +
        `${countFailures(outage.failures)} met it (requests were answered 503), the first at ${outage.firstMetAt}`,
      { cause: outage.cause },
    );
    this.name = "DatabaseOutageError";
  }
}

/**
 * Records an outage that has ended as one error-monitor occurrence (critical when the database could not be
 * reached, by the existing rule, so the admins hear of it at most once an hour). Set as the outage
 * reporter at start-up (instrumentation.ts). Never rejects.
 */
export function reportDatabaseOutage(outage: DatabaseOutage): Promise<void> {
  return reportError(new DatabaseOutageError(outage), { userId: null });
}
