/**
 * The one entry point other domains call to alert the agency (docs/federation-protocol.md
 * "Alert rules"). Call it after the transaction that recorded the event has committed: the alert is
 * throttled per rule and subject, then written to the outbox for each of the rule's channels.
 */
import { reportError } from "@/lib/error-monitor/report-error";
import { processAlert } from "./process";
import type { AlertEvent } from "./rules";

export type { AlertEvent, AlertRuleKind } from "./rules";

/**
 * Raises `event` (`at` is the event's time and the throttle's clock). Never throws: a failure to alert is
 * reported to `error_logs`, so the caller's own work (a check, a sync) is not undone by it.
 */
export async function raiseAlert(event: AlertEvent): Promise<void> {
  try {
    await processAlert(event);
  } catch (error) {
    await reportError(error, { severity: "high", userId: null });
  }
}
