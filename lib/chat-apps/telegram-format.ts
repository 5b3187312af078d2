/**
 * A notification as the parameters of the Telegram Bot API's `sendMessage`
 * (https://core.telegram.org/bots/api#sendmessage), less `chat_id`, which the channel adds from the
 * sealed destination. The text uses `parse_mode: "HTML"` ("Formatting options"): user text has `<`,
 * `>` and `&` as entities, the only escapes HTML mode needs, and a link's address also its `"`. Telegram
 * takes 1-4,096 characters "after entities parsing", that is, of the text shown, so the limit is counted
 * on the raw text and the markup is free. Link previews are off: the link is the console's.
 */
import type { ApiMethods } from "@grammyjs/types";
import { cutGraphemes } from "./cut-to-fit";
import {
  CHAT_SEVERITY_EMOJI,
  CHAT_SEVERITY_LABELS,
  MAX_CHAT_FIELDS,
  oneLine,
  type ChatNotification,
} from "./notification";

/** Telegram's limit on a message's text after entities parsing, in UTF-16 code units (how it counts entity offsets). */
export const TELEGRAM_TEXT_MAX = 4096;

/** `sendMessage`'s parameters as documented. */
export type TelegramSendMessage = Parameters<ApiMethods<unknown>["sendMessage"]>[0];

/** What the outbox stores: every parameter but the chat. */
export type TelegramMessage = Omit<TelegramSendMessage, "chat_id">;

/** `text` with HTML mode's three special characters as entities. */
export function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A piece of the message: its raw text (what counts toward the limit) and its HTML. */
interface Piece {
  text: string;
  html: string;
}

/** `text` escaped, inside `tag` when given. */
function piece(text: string, tag?: "b" | "i"): Piece {
  const escaped = escapeTelegramHtml(text);
  return { text, html: tag ? `<${tag}>${escaped}</${tag}>` : escaped };
}

/** `notification` as `sendMessage` parameters within Telegram's 4,096 characters. */
export function formatTelegram(notification: ChatNotification): TelegramMessage {
  const title = piece(
    cutGraphemes(`${CHAT_SEVERITY_EMOJI[notification.severity]} ${oneLine(notification.title)}`, 256),
    "b",
  );
  const fields = (notification.fields ?? []).slice(0, MAX_CHAT_FIELDS).map((field): Piece => {
    const name = piece(`${cutGraphemes(oneLine(field.name), 50)}:`, "b");
    const value = piece(cutGraphemes(field.value, 200));
    return { text: `${name.text} ${value.text}`, html: `${name.html} ${value.html}` };
  });
  const tail = [piece(`${CHAT_SEVERITY_LABELS[notification.severity]} · ${notification.at.toISOString()}`, "i")];
  const link = notification.link;
  if (link) {
    const label = piece(cutGraphemes(oneLine(link.label), 100));
    tail.push({
      text: label.text,
      html: `<a href="${escapeTelegramHtml(link.url).replace(/"/g, "&quot;")}">${label.html}</a>`,
    });
  }
  // Blank lines between the title, the body, the fields and the tail: every piece costs two more. Ten
  // full fields and the title leave the body over 1,000 characters.
  const fixed = [title, ...fields, ...tail].reduce((sum, p) => sum + p.text.length + 2, 0);
  const body = piece(cutGraphemes(notification.body.trim(), TELEGRAM_TEXT_MAX - fixed - 2));
  const blocks = [title.html, body.html, fields.map((p) => p.html).join("\n"), tail.map((p) => p.html).join("\n")];
  return { text: blocks.filter(Boolean).join("\n\n"), parse_mode: "HTML", link_preview_options: { is_disabled: true } };
}
