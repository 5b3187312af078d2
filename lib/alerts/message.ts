/**
 * An alert as each channel carries it: an e-mail with a subject and plain text, an SMS of one line, a
 * webhook's JSON (docs/federation-protocol.md "Alert rules" gives the webhook body), or a chat-app
 * notification in its provider's format (lib/chat-apps); and the e-mail about one of this app's own
 * critical errors.
 */
import { chatAppMessage } from "@/lib/chat-apps/chat-app-message";
import { isChatAppKind } from "@/lib/chat-apps/kinds";
import type { ChatNotification, ChatSeverity } from "@/lib/chat-apps/notification";
import { env } from "@/lib/env";
import { cutText } from "@/lib/format/text";
import type { ErrorLog } from "@/lib/db/schema";
import type { OutboundMessage } from "@/lib/outbox/types";
import type { ChannelKind } from "./schemas";
import { ruleLabel } from "./labels";
import type { AlertEvent, AlertRuleKind } from "./rules";

/** Longest alert SMS, in characters: two GSM-7 segments (docs/sms.md). */
export const ALERT_SMS_MAX = 306;

/** A channel's "Send test" message: an alert of no rule and no site. */
export type TestAlert = Omit<AlertEvent, "rule" | "siteId"> & { rule: "test"; siteId: null };

/** Where an alert goes: a channel's kind and target, and a chat app's sealed destination (null for the other kinds). */
export interface AlertDestination {
  kind: ChannelKind;
  target: string;
  sealedTarget: string | null;
}

/** How serious each rule's alert is, as a chat app shows it. */
export const ALERT_SEVERITY: Record<AlertRuleKind | "test", ChatSeverity> = {
  site_down: "critical",
  site_up: "resolved",
  certificate_expiring: "warning",
  sync_failed: "warning",
  critical_error: "critical",
  error_regression: "warning",
  error_spike: "warning",
  quote_accepted: "info",
  invoice_paid: "info",
  test: "info",
};

/** The alert `event` as a chat-app notification, linking to the alert history at `screen`. */
export function alertNotification(event: AlertEvent | TestAlert, screen: string): ChatNotification {
  return {
    title: event.subject,
    body: event.summary,
    severity: ALERT_SEVERITY[event.rule],
    link: { url: screen, label: "Open the alert history" },
    fields: [{ name: "Rule", value: ruleLabel(event.rule) }],
    at: event.at,
  };
}

/**
 * The alert `event` (or a channel test) as a message to `destination`.
 * @throws Error for a chat app without its sealed destination (the database refuses such a channel).
 */
export function alertMessage(event: AlertEvent | TestAlert, destination: AlertDestination): OutboundMessage {
  const { kind, target } = destination;
  const label = ruleLabel(event.rule);
  const screen = new URL("/alerts?tab=history", env.PUBLIC_BASE_URL).toString();
  if (isChatAppKind(kind)) {
    if (!destination.sealedTarget) throw new Error(`A ${kind} channel without its destination`);
    return chatAppMessage(
      { kind, recipient: target, sealedRecipient: destination.sealedTarget },
      alertNotification(event, screen),
    );
  }
  if (kind === "email") {
    const body = [event.summary, `Rule: ${label}. At ${event.at.toISOString()}.`, `Alert history: ${screen}`].join(
      "\n\n",
    );
    return { channel: "email", recipient: target, subject: `[Alert] ${event.subject}`, body };
  }
  if (kind === "sms") {
    const text = `${event.subject}. ${event.summary}`;
    return { channel: "sms", recipient: target, body: cutText(text, ALERT_SMS_MAX) };
  }
  const json = {
    rule: event.rule,
    siteId: event.siteId,
    subject: event.subject,
    summary: event.summary,
    at: event.at.toISOString(),
    url: screen,
  };
  return { channel: "webhook", recipient: target, body: JSON.stringify(json) };
}

/** Subject and plain-text body of the e-mail about this app's critical error `error` (./critical-error.ts). */
export function criticalErrorMessage(error: ErrorLog): { subject: string; text: string } {
  const where = [error.requestMethod, error.requestUrl].filter(Boolean).join(" ");
  return {
    subject: `[Critical] ${cutText(error.errorMessage.split("\n")[0]!, 120)}`,
    text: [
      `A critical error occurred on ${env.PUBLIC_BASE_URL} (${error.serverEnvironment}).`,
      `Error #${error.id}: ${error.errorMessage}`,
      where && `Request: ${where}`,
      `Occurrences: ${error.occurrences}, last seen ${error.lastSeenAt.toISOString()}.`,
      `Review and resolve it at ${new URL("/error-monitoring", env.PUBLIC_BASE_URL).toString()}`,
      "You receive this because error e-mails are on in your account settings. At most one alert per error per hour is sent.",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
