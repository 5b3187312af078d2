/**
 * The composition root of the hooks one domain offers another, so neither imports the other: the error
 * monitor tells the alerts (critical errors are e-mailed) and the fleet issues (this app's errors join
 * them) of every error it records. Run once per process by instrumentation.ts (and by the tests' setup).
 */
import { alertIfCritical } from "@/lib/alerts/critical-error";
import { onErrorRecorded } from "@/lib/error-monitor/recorded-hooks";
import { recordOwnOccurrence } from "@/lib/fleet-issues/ingest";

/** Registers every hook; calling it again changes nothing. */
export function registerHooks(): void {
  onErrorRecorded(alertIfCritical);
  onErrorRecorded(recordOwnOccurrence);
}
