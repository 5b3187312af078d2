/**
 * The composition root (docs/architecture.md "Layers inside lib"): the one place that wires a lower
 * layer to the domains above it, so none imports the other. The error monitor tells the alerts (critical
 * errors are e-mailed) and the fleet issues (this app's errors join them) of every error it records and
 * finds a request's user through the sessions of lib/auth; the outbox gets its channels and settle hooks
 * (lib/outbox-channels.ts) and reports a message out of tries to the error monitor; the SMS layer
 * announces the leads its texts changed through lib/leads/publish-change.ts. Run once per process
 * by instrumentation.ts (and by the tests' setup).
 */
import { alertIfCritical } from "@/lib/alerts/critical-error";
import { findSessionUser } from "@/lib/auth/sessions";
import { onErrorRecorded } from "@/lib/error-monitor/recorded-hooks";
import { reportError } from "@/lib/error-monitor/report-error";
import { setSessionUserLookup } from "@/lib/error-monitor/request-context";
import { recordOwnOccurrence } from "@/lib/fleet-issues/ingest";
import { publishLeadChange, publishLeadOfPhone } from "@/lib/leads/publish-change";
import { environmentChannels, SETTLE_HOOKS } from "@/lib/outbox-channels";
import { wireOutbox } from "@/lib/outbox/wiring";
import { setLeadChangePublisher } from "@/lib/sms/lead-changes";

/** Registers every hook; calling it again changes nothing. */
export function registerHooks(): void {
  onErrorRecorded(alertIfCritical);
  onErrorRecorded(recordOwnOccurrence);
  setSessionUserLookup(findSessionUser);
  wireOutbox({
    channels: environmentChannels,
    settleHooks: SETTLE_HOOKS,
    onOutOfTries: (error) => reportError(error, { severity: "critical", userId: null }),
  });
  setLeadChangePublisher({ lead: publishLeadChange, phone: publishLeadOfPhone });
}
