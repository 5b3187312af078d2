/**
 * The one vocabulary of delivery states (docs/decisions/data-and-jobs.md "One home per domain"): the words and badge variants of an
 * outbox message's status, read by every screen that shows one (the outbox on /email-test, the alert
 * history, a lead's e-mails and SMS replies, SMS forwards on /sms-routing). Pure, for server and client.
 */
import type { OutboxStatusFilter } from "./list-filter";

/** The statuses an outbox row can have (`outbox_messages.status`). */
export type OutboxStatus = Exclude<OutboxStatusFilter, "all">;

/** What the console says for a message kept because no provider is configured (it waits for one). */
export const NOT_SENT_NO_PROVIDER = "Not sent (no provider)";

/** What it says for a failed message that will be tried again. */
export const FAILED_RETRYING = "Failed, retrying";

/** Each status in words. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Queued",
  sent: "Sent",
  failed: "Failed",
  unsent: NOT_SENT_NO_PROVIDER,
  canceled: "Canceled",
};

/** Each status's badge (components/ui/badge variants). */
export const OUTBOX_STATUS_VARIANTS: Record<OutboxStatus, "default" | "destructive" | "secondary" | "outline"> = {
  sent: "default",
  failed: "destructive",
  unsent: "secondary",
  pending: "outline",
  canceled: "secondary",
};

/** The outbox screen's status filter: every status, or one. */
export const OUTBOX_STATUS_FILTER_LABELS: Record<OutboxStatusFilter, string> = {
  all: "All statuses",
  ...OUTBOX_STATUS_LABELS,
};

/** `status` in words; a value outside the list (a row from an older version) reads as itself. */
export function outboxStatusLabel(status: string): string {
  return OUTBOX_STATUS_LABELS[status as OutboxStatus] ?? status;
}

/** `status`'s badge variant; "outline" for a value outside the list. */
export function outboxStatusVariant(status: string): "default" | "destructive" | "secondary" | "outline" {
  return OUTBOX_STATUS_VARIANTS[status as OutboxStatus] ?? "outline";
}
