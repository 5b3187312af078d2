/**
 * A notification as a Slack incoming webhook's message (https://docs.slack.dev/messaging/sending-messages-using-incoming-webhooks):
 * Block Kit `blocks` with a `text` fallback for notifications. Limits from the Block Kit reference
 * (https://docs.slack.dev/reference/block-kit/blocks): a header's plain text 150 characters, a section's
 * text 3,000, a section field 2,000 and 10 fields, a button's text 75 and its URL 3,000, 50 blocks.
 * User text in `mrkdwn` is escaped as Slack's "Formatting text" asks (`&`, `<`, `>`), so it can neither
 * link nor mention (`<!channel>`); the header is plain text, which Slack shows as written.
 */
import type { KnownBlock } from "@slack/types";
import { cutGraphemes, cutToFit } from "./cut-to-fit";
import {
  CHAT_SEVERITY_EMOJI,
  CHAT_SEVERITY_LABELS,
  MAX_CHAT_FIELDS,
  oneLine,
  type ChatNotification,
} from "./notification";

/** Slack's documented limits, in characters. */
export const SLACK_LIMITS = {
  blocks: 50,
  headerText: 150,
  sectionText: 3000,
  fields: 10,
  fieldText: 2000,
  buttonText: 75,
  url: 3000,
} as const;

/** The JSON body POSTed to the webhook URL. */
export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

/** `text` with `&`, `<` and `>` as HTML entities: Slack's control characters in `mrkdwn`. */
export function escapeSlackText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const mrkdwn = (text: string, max: number) => cutToFit(text, max, { escape: escapeSlackText });

/** `notification` as a Slack message within Slack's limits. */
export function formatSlack(notification: ChatNotification): SlackMessage {
  const title = `${CHAT_SEVERITY_EMOJI[notification.severity]} ${oneLine(notification.title)}`;
  const blocks: KnownBlock[] = [
    { type: "header", text: { type: "plain_text", text: cutGraphemes(title, SLACK_LIMITS.headerText), emoji: true } },
  ];
  if (notification.body.trim())
    blocks.push({
      type: "section",
      text: { type: "mrkdwn", text: mrkdwn(notification.body, SLACK_LIMITS.sectionText) },
    });
  const fields = (notification.fields ?? []).slice(0, Math.min(MAX_CHAT_FIELDS, SLACK_LIMITS.fields));
  if (fields.length > 0) {
    blocks.push({
      type: "section",
      fields: fields.map((field) => {
        const name = `*${mrkdwn(oneLine(field.name), 200)}*\n`;
        return { type: "mrkdwn", text: name + mrkdwn(field.value, SLACK_LIMITS.fieldText - name.length) };
      }),
    });
  }
  // Slack's date token shows the time in each reader's own zone; the ISO text is its fallback.
  const seconds = Math.floor(notification.at.getTime() / 1000);
  const when = `<!date^${seconds}^{date_short_pretty} at {time}|${notification.at.toISOString()}>`;
  blocks.push({
    type: "context",
    elements: [{ type: "mrkdwn", text: `${CHAT_SEVERITY_LABELS[notification.severity]} · ${when}` }],
  });
  const link = notification.link;
  if (link && link.url.length <= SLACK_LIMITS.url) {
    blocks.push({
      type: "actions",
      elements: [
        {
          type: "button",
          text: { type: "plain_text", text: cutGraphemes(oneLine(link.label), SLACK_LIMITS.buttonText) },
          url: link.url,
        },
      ],
    });
  }
  return { text: mrkdwn(title, SLACK_LIMITS.headerText), blocks };
}
