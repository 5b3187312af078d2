/**
 * A notification as an ntfy publish request (https://docs.ntfy.sh/publish/): `POST <server>/<topic>`
 * with the message as the body and the `Title`, `Priority` (1-5), `Tags` (emoji short codes) and `Click`
 * headers. ntfy takes a message of up to 4,096 bytes ("Limitations"; longer ones become attachments), so
 * the message is cut to that in UTF-8. Header values must be ASCII on the wire: a title with other
 * characters is sent as RFC 2047 encoded words (`=?UTF-8?B?…?=`), which ntfy decodes ("List of all
 * parameters"); each word stays within RFC 2047's 75 characters and holds whole characters. The outbox
 * stores the headers and the message together; the channel (./channels.ts) adds the topic and the token.
 */
import { cutGraphemes, cutToFit, utf8Bytes } from "./cut-to-fit";
import { MAX_CHAT_FIELDS, oneLine, type ChatNotification, type ChatSeverity } from "./notification";

/** ntfy's message limit, in UTF-8 bytes. */
export const NTFY_MESSAGE_MAX_BYTES = 4096;

/** Each severity's priority: 5 "max/urgent", 4 "high", 3 "default". */
export const NTFY_PRIORITIES: Record<ChatSeverity, number> = { critical: 5, warning: 4, info: 3, resolved: 3 };

/** Each severity's tag, an emoji short code ntfy shows before the title. */
export const NTFY_TAGS: Record<ChatSeverity, string> = {
  critical: "rotating_light",
  warning: "warning",
  info: "information_source",
  resolved: "white_check_mark",
};

/** What the outbox stores for ntfy: the publish request's headers and its body. */
export interface NtfyMessage {
  headers: { Title: string; Priority: string; Tags: string; Click?: string };
  message: string;
}

/**
 * Bytes in one encoded word: RFC 2047 §2 allows 75 characters, which less `=?UTF-8?B?` and `?=` leaves 63
 * characters of base64, that is 45 bytes.
 */
const WORD_BYTES = 45;

/** `value` as it may stand in a header: as is when printable ASCII, else as RFC 2047 base64 encoded words. */
export function encodeHeaderValue(value: string): string {
  if (/^[\x20-\x7E]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = "";
  for (const char of value.toWellFormed()) {
    if (utf8Bytes(chunk + char) > WORD_BYTES) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, "utf8").toString("base64")}?=`).join(" ");
}

/** `notification` as an ntfy publish request within ntfy's 4,096-byte message. */
export function formatNtfy(notification: ChatNotification): NtfyMessage {
  const lines = (notification.fields ?? [])
    .slice(0, MAX_CHAT_FIELDS)
    .map((field) => `${cutGraphemes(oneLine(field.name), 50)}: ${cutGraphemes(oneLine(field.value), 200)}`);
  // The fields take at most half the message, so the body always keeps the other half.
  const fields = cutToFit(lines.join("\n"), NTFY_MESSAGE_MAX_BYTES / 2, { measure: utf8Bytes });
  const room = NTFY_MESSAGE_MAX_BYTES - (fields ? utf8Bytes(fields) + 2 : 0);
  const body = cutToFit(notification.body.trim(), room, { measure: utf8Bytes });
  const headers: NtfyMessage["headers"] = {
    Title: encodeHeaderValue(cutGraphemes(oneLine(notification.title), 250)),
    Priority: String(NTFY_PRIORITIES[notification.severity]),
    Tags: NTFY_TAGS[notification.severity],
  };
  if (notification.link) headers.Click = new URL(notification.link.url).href;
  // ntfy would publish an empty message as "triggered": say there is nothing more instead.
  const message = [body, fields].filter(Boolean).join("\n\n") || oneLine(notification.title).trim() || "No details.";
  return { headers, message };
}
