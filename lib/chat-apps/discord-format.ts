/**
 * A notification as a Discord webhook's message (https://discord.com/developers/docs/resources/webhook#execute-webhook):
 * one embed, coloured by severity, with no mention allowed (`allowed_mentions.parse: []`, so "@everyone"
 * in a site's error pings nobody). Embed limits from Discord's "Embed Limits"
 * (https://discord.com/developers/docs/resources/message#embed-object-embed-limits): title 256
 * characters, description 4,096, 25 fields of name 256 and value 1,024, footer 2,048, and 6,000 in all;
 * the description gets what the rest leaves. User text is escaped with backslashes, which Discord's
 * Markdown reads as the character itself, so it cannot format, quote or link.
 */
import type { APIEmbed, RESTPostAPIWebhookWithTokenJSONBody } from "discord-api-types/v10";
import { cutToFit } from "./cut-to-fit";
import {
  CHAT_SEVERITY_LABELS,
  MAX_CHAT_FIELDS,
  oneLine,
  type ChatNotification,
  type ChatSeverity,
} from "./notification";

/** Discord's documented embed limits, in characters. */
export const DISCORD_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  total: 6000,
} as const;

/** Each severity's embed colour (an RGB integer). */
export const DISCORD_COLORS: Record<ChatSeverity, number> = {
  critical: 0xd93025,
  warning: 0xf29900,
  info: 0x1a73e8,
  resolved: 0x188038,
};

/** `text` with Discord's Markdown characters (and `@`, `<` of mentions) preceded by a backslash. */
export function escapeDiscordMarkdown(text: string): string {
  return text.replace(/[\\*_~`|>#\-[\]()<@:]/g, "\\$&");
}

/** What the fields may take of the 6,000 characters together. */
const FIELDS_TOTAL = 4000;

const escaped = (text: string, max: number) => cutToFit(text, max, { escape: escapeDiscordMarkdown });

/** The characters of `embed` that count toward Discord's 6,000. */
function embedLength(embed: APIEmbed): number {
  const fields = (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  return (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + fields + (embed.footer?.text.length ?? 0);
}

/** `notification` as a Discord webhook body within Discord's limits. */
export function formatDiscord(notification: ChatNotification): RESTPostAPIWebhookWithTokenJSONBody {
  const picked = (notification.fields ?? []).slice(0, Math.min(MAX_CHAT_FIELDS, DISCORD_LIMITS.fields));
  const names = picked.map((field) => escaped(oneLine(field.name), DISCORD_LIMITS.fieldName) || "\u200b");
  // Full fields could not all fit in 6,000: together they get at most 4,000, shared evenly, and the
  // description keeps at least the rest after the title and footer.
  const valueRoom = Math.min(
    DISCORD_LIMITS.fieldValue,
    Math.floor((FIELDS_TOTAL - names.join("").length) / Math.max(1, picked.length)),
  );
  const embed: APIEmbed = {
    title: escaped(oneLine(notification.title), DISCORD_LIMITS.title),
    color: DISCORD_COLORS[notification.severity],
    footer: { text: CHAT_SEVERITY_LABELS[notification.severity] },
    timestamp: notification.at.toISOString(),
    fields: picked.map((field, i) => ({
      name: names[i]!,
      value: escaped(field.value, valueRoom) || "\u200b",
      inline: true,
    })),
  };
  if (notification.link) embed.url = notification.link.url;
  const room = Math.min(DISCORD_LIMITS.description, DISCORD_LIMITS.total - embedLength(embed));
  const description = escaped(notification.body, room);
  if (description) embed.description = description;
  return { embeds: [embed], allowed_mentions: { parse: [] } };
}
