/**
 * An alert as each channel carries it: an e-mail with a subject and plain text, an SMS of one line, or
 * a webhook's JSON (docs/federation-protocol.md "Alert rules" gives the webhook body).
 */
import { env } from "@/lib/env";
import type { OutboundMessage } from "@/lib/outbox/types";
import type { ChannelKind } from "@/lib/validations/alerts";
import { RULE_LABELS, type AlertEvent } from "./rules";
import { cutText } from "@/lib/format/text";

/** Longest alert SMS, in characters: two GSM-7 segments (docs/sms.md). */
export const ALERT_SMS_MAX = 306;

/** A channel's "Send test" message: an alert of no rule and no site. */
export type TestAlert = Omit<AlertEvent, "rule" | "siteId"> & { rule: "test"; siteId: null };

/** The alert `event` (or a channel test) as a message of `kind` to `target`. */
export function alertMessage(event: AlertEvent | TestAlert, kind: ChannelKind, target: string): OutboundMessage {
  const label = event.rule === "test" ? "Channel test" : RULE_LABELS[event.rule];
  const screen = new URL("/alerts?tab=history", env.PUBLIC_BASE_URL).toString();
  if (kind === "email") {
    const body = [event.summary, `Rule: ${label}. At ${event.at.toISOString()}.`, `Alert history: ${screen}`].join("\n\n");
    return { channel: "email", recipient: target, subject: `[Alert] ${event.subject}`, body };
  }
  if (kind === "sms") {
    const text = `${event.subject}. ${event.summary}`;
    return { channel: "sms", recipient: target, body: cutText(text, ALERT_SMS_MAX) };
  }
  const json = { rule: event.rule, siteId: event.siteId, subject: event.subject, summary: event.summary, at: event.at.toISOString(), url: screen };
  return { channel: "webhook", recipient: target, body: JSON.stringify(json) };
}
