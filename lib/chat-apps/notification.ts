/**
 * What the app tells a chat app, whatever the provider (docs/architecture.md "Where a new thing goes"):
 * an alert, a channel's test, and later a status page's incident update. Each provider's formatter
 * (./slack-format.ts, ./discord-format.ts, ./teams-format.ts, ./telegram-format.ts, ./ntfy-format.ts)
 * turns one into that provider's documented payload; ./chat-app-message.ts picks the formatter and makes
 * the outbox message. Plain text throughout: formatters escape what their provider would read as markup
 * and cut what exceeds its limits.
 */

/**
 * How serious it is: each provider shows it its own way (a colour, an emoji, a priority).
 * `resolved` is good news: a site back up, an incident resolved.
 */
export const CHAT_SEVERITIES = ["critical", "warning", "info", "resolved"] as const;
export type ChatSeverity = (typeof CHAT_SEVERITIES)[number];

/** A label and a value shown beside the body (Slack section fields, Discord embed fields, Teams facts). */
export interface ChatField {
  name: string;
  value: string;
}

/** One notification. */
export interface ChatNotification {
  /** One line (line breaks become spaces); cut to the provider's title limit. */
  title: string;
  /** Plain text, line breaks kept; cut to what the provider takes after the other parts. */
  body: string;
  severity: ChatSeverity;
  /** Where to read more: a button or link in the message. */
  link?: { url: string; label: string };
  /** At most 10 are shown (Slack's limit per section; the others allow more). */
  fields?: readonly ChatField[];
  /** When it happened; shown as the message's time. */
  at: Date;
}

/** Most fields a notification shows, whatever the provider. */
export const MAX_CHAT_FIELDS = 10;

/** Each severity in words, as the messages say it. */
export const CHAT_SEVERITY_LABELS: Record<ChatSeverity, string> = {
  critical: "Critical",
  warning: "Warning",
  info: "Information",
  resolved: "Resolved",
};

/** An emoji per severity, for providers without colours (Slack's header, Telegram, ntfy's title). */
export const CHAT_SEVERITY_EMOJI: Record<ChatSeverity, string> = {
  critical: "🔴",
  warning: "🟠",
  info: "🔵",
  resolved: "✅",
};

/** `title` on one line: every run of line breaks and tabs becomes one space. */
export function oneLine(title: string): string {
  return title.replace(/[\r\n\t]+/g, " ").trim();
}
