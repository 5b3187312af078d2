/**
 * The alert rules (docs/federation-protocol.md "Alert rules"): what can be alerted,
 * and the bounds of a rule's parameters. Throttling follows Sentry's alert "action interval": at most one
 * action per rule and subject per window, 30 minutes by default, 5 minutes to 30 days
 * (https://docs.sentry.io/product/alerts/create-alerts/issue-alert-config/).
 */

/** Every kind of rule, in the order the rules screen lists them. */
export const ALERT_RULE_KINDS = [
  "site_down",
  "site_up",
  "certificate_expiring",
  "sync_failed",
  "critical_error",
  "error_regression",
  "error_spike",
  "quote_accepted",
  "invoice_paid",
] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];

/**
 * One thing that happened. `siteId` is the federated site it concerns; `subject` the one-line title of
 * the alert and `summary` its body; `at` when it happened, which is also the throttle's clock.
 * `subjectKey` is what the throttle counts per (`site:<id>` unless given; `issue:<id>` for error issues).
 */
export interface AlertEvent {
  rule: AlertRuleKind;
  /** The federated site it concerns; null for an event of this app's own business (a quote accepted). */
  siteId: number | null;
  subject: string;
  summary: string;
  at: Date;
  subjectKey?: string;
}

/** The throttle's subject of `event`. */
export function subjectKeyOf(event: Pick<AlertEvent, "siteId" | "subjectKey">): string {
  return event.subjectKey ?? `site:${event.siteId}`;
}

/** What each rule means, for the rules screen and the alert's e-mail. */
export const RULE_LABELS: Record<AlertRuleKind, string> = {
  site_down: "Site down (after retries)",
  site_up: "Site back up",
  certificate_expiring: "Certificate expiring",
  sync_failed: "Sync failed twice in a row",
  critical_error: "New critical error from a site",
  error_regression: "Error regression",
  error_spike: "Error spike (N errors in M minutes)",
  quote_accepted: "Quote accepted (a project starts)",
  invoice_paid: "Invoice paid (in full or in part)",
};

/** Throttle window bounds and default, in minutes (5 minutes to 30 days; 30 by default). */
export const THROTTLE_MINUTES = { min: 5, max: 30 * 24 * 60, default: 30 } as const;
