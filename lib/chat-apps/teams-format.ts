/**
 * A notification as the request a Microsoft Teams Workflows webhook takes (the "Send webhook alerts to a
 * channel" template, https://learn.microsoft.com/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook):
 * a `message` whose one attachment is an Adaptive Card (`application/vnd.microsoft.card.adaptive`). The
 * card is schema version 1.2, the lowest with every element used here (a Container's `good`/`attention`/
 * `warning` styles came in 1.2); Teams renders up to 1.5. Teams refuses a message over 28 KB, so the body
 * text gets what the rest of the request leaves of that. TextBlock and Fact text is Teams' Markdown subset
 * (bold, italic, lists, links: "Format cards in Teams"), so user text is backslash-escaped.
 */
import { cutGraphemes, cutToFit, utf8Bytes } from "./cut-to-fit";
import {
  CHAT_SEVERITY_LABELS,
  MAX_CHAT_FIELDS,
  oneLine,
  type ChatNotification,
  type ChatSeverity,
} from "./notification";

/** The Adaptive Card schema version of the cards sent. */
export const TEAMS_CARD_VERSION = "1.2";

/** The largest request Teams takes, in UTF-8 bytes (Microsoft's "message size limit is 28 KB"). */
export const TEAMS_MAX_BYTES = 28 * 1024;

/** Each severity's Container style (Adaptive Cards' `ContainerStyle`). */
export const TEAMS_STYLES: Record<ChatSeverity, "attention" | "warning" | "accent" | "good"> = {
  critical: "attention",
  warning: "warning",
  info: "accent",
  resolved: "good",
};

/** One Adaptive Card element, as JSON. */
type CardElement = Record<string, unknown>;

/** The JSON body POSTed to the Workflows URL. */
export interface TeamsMessage {
  type: "message";
  attachments: [{ contentType: "application/vnd.microsoft.card.adaptive"; contentUrl: null; content: CardElement }];
}

/**
 * `text` with the characters of Teams' Markdown subset preceded by a backslash, and a list marker at the
 * start of a line (`- `, `+ `, `1. `) escaped too.
 */
export function escapeTeamsMarkdown(text: string): string {
  return text
    .replace(/[\\*_[\]()`~]/g, "\\$&")
    .replace(/^(\s*)([-+])(?=\s)/gm, "$1\\$2")
    .replace(/^(\s*\d+)\.(?=\s)/gm, "$1\\.");
}

const escaped = (text: string, max: number) => cutToFit(text, max, { escape: escapeTeamsMarkdown });

/** The card's time: Adaptive Cards' DATE/TIME functions show it in the reader's zone; they take RFC 3339 without fractions. */
function cardTime(at: Date): string {
  const iso = at.toISOString().replace(/\.\d{3}Z$/, "Z");
  return `{{DATE(${iso}, SHORT)}} {{TIME(${iso})}}`;
}

function message(card: CardElement): TeamsMessage {
  return {
    type: "message",
    attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", contentUrl: null, content: card }],
  };
}

/** `notification` as a Workflows request within Teams' 28 KB. */
export function formatTeams(notification: ChatNotification): TeamsMessage {
  const facts = (notification.fields ?? [])
    .slice(0, MAX_CHAT_FIELDS)
    .map((field) => ({ title: escaped(oneLine(field.name), 100), value: escaped(field.value, 500) }));
  const header: CardElement = {
    type: "Container",
    style: TEAMS_STYLES[notification.severity],
    items: [
      {
        type: "TextBlock",
        text: escaped(oneLine(notification.title), 256),
        weight: "Bolder",
        size: "Medium",
        wrap: true,
      },
      {
        type: "TextBlock",
        text: `${CHAT_SEVERITY_LABELS[notification.severity]} · ${cardTime(notification.at)}`,
        isSubtle: true,
        spacing: "None",
        wrap: true,
      },
    ],
  };
  const card = (bodyText: string): CardElement => ({
    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
    type: "AdaptiveCard",
    version: TEAMS_CARD_VERSION,
    msteams: { width: "Full" },
    body: [
      header,
      ...(bodyText ? [{ type: "TextBlock", text: bodyText, wrap: true }] : []),
      ...(facts.length ? [{ type: "FactSet", facts }] : []),
    ],
    ...(notification.link
      ? {
          actions: [
            {
              type: "Action.OpenUrl",
              title: cutGraphemes(oneLine(notification.link.label), 100),
              url: notification.link.url,
            },
          ],
        }
      : {}),
  });
  // The body text is JSON-encoded inside the request, so its room is measured that way.
  const rest = utf8Bytes(JSON.stringify(message(card("")))) + 64;
  const bodyText = cutToFit(notification.body, TEAMS_MAX_BYTES - rest, {
    escape: escapeTeamsMarkdown,
    measure: (text) => utf8Bytes(JSON.stringify(text)),
  });
  return message(card(bodyText));
}
