/**
 * A chat-app destination as a form enters it (the alert channel dialog; later a status page's
 * subscription form), for the browser and the server alike: which fields each provider needs and the
 * form of each. Secret fields may be left blank when editing, meaning "keep the saved one"
 * (`completeDestination`); screens never get a saved secret back. Whether a webhook URL is on its
 * provider's own domain is the server's check (./destination.ts `webhookHostProblem`).
 */
import { isWebhookUrlKind, type ChatAppKind, type WebhookUrlKind } from "./kinds";
import type { ChatDestination } from "./destination";

/** The form's chat-app fields; each kind reads its own. Blank is "". */
export interface ChatDestinationFields {
  webhookUrl: string;
  botToken: string;
  chatId: string;
  serverUrl: string;
  topic: string;
  accessToken: string;
}

export type ChatDestinationField = keyof ChatDestinationFields;

/** A destination as entered: a secret left blank is absent. */
export type ChatDestinationDraft =
  | { kind: WebhookUrlKind; url?: string }
  | { kind: "telegram"; botToken?: string; chatId: string }
  | { kind: "ntfy"; serverUrl: string; topic?: string; accessToken?: string };

/** The public ntfy server, used when the server field is left blank. */
export const DEFAULT_NTFY_SERVER = "https://ntfy.sh";

/** The secret fields of each kind: blank keeps the saved value when editing. */
export const SECRET_FIELDS: Record<ChatAppKind, readonly ChatDestinationField[]> = {
  slack: ["webhookUrl"],
  discord: ["webhookUrl"],
  teams: ["webhookUrl"],
  telegram: ["botToken"],
  ntfy: ["topic", "accessToken"],
};

/** A Telegram bot token as BotFather issues it: the bot's numeric id, a colon, and the secret part. */
const BOT_TOKEN = /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/;
/** A chat id (a user's, a group's, `-100…` for a channel) or a public channel's `@username` (5-32 characters). */
const CHAT_ID = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;
/** ntfy's topic names (its server's `topicRegex`). */
const NTFY_TOPIC = /^[-_A-Za-z0-9]{1,64}$/;
/** An access token: printable, no spaces. */
const ACCESS_TOKEN = /^[\x21-\x7E]{1,200}$/;

/** `value` as an http(s) URL without credentials, or null. */
function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** The outcome of `checkChatDestination`: the draft, or a message per refused field. */
export type DestinationCheck =
  { ok: true; draft: ChatDestinationDraft } | { ok: false; issues: Partial<Record<ChatDestinationField, string>> };

/**
 * Checks `kind`'s fields. A blank secret field is refused when `requireSecrets` (a new channel), else
 * left out of the draft (kept). Fields are expected trimmed and free of control characters (lib/input).
 */
export function checkChatDestination(
  kind: ChatAppKind,
  fields: ChatDestinationFields,
  { requireSecrets }: { requireSecrets: boolean },
): DestinationCheck {
  const issues: Partial<Record<ChatDestinationField, string>> = {};
  const secret = (
    field: ChatDestinationField,
    valid: (value: string) => boolean,
    message: string,
  ): string | undefined => {
    const value = fields[field];
    if (!value) {
      if (requireSecrets) issues[field] = message;
      return undefined;
    }
    if (!valid(value)) issues[field] = message;
    return value;
  };
  let draft: ChatDestinationDraft;
  if (isWebhookUrlKind(kind)) {
    const url = secret(
      "webhookUrl",
      (v) => httpUrl(v) !== null && v.length <= 2000,
      "Please paste the webhook URL (https://…)",
    );
    draft = { kind, url: url && httpUrl(url)?.href };
  } else if (kind === "telegram") {
    const botToken = secret(
      "botToken",
      (v) => BOT_TOKEN.test(v),
      "Please enter the bot token BotFather gave you (123456789:AA…)",
    );
    if (!CHAT_ID.test(fields.chatId))
      issues.chatId = "Please enter a chat id (such as -1001234567890) or a public channel's @username";
    draft = { kind, botToken, chatId: fields.chatId };
  } else {
    const server = httpUrl(fields.serverUrl || DEFAULT_NTFY_SERVER);
    if (!server || server.search || server.hash)
      issues.serverUrl = "Please enter the ntfy server's address (https://ntfy.sh or your own)";
    const topic = secret("topic", (v) => NTFY_TOPIC.test(v), "Please enter a topic: up to 64 letters, digits, - or _");
    const accessToken = fields.accessToken || undefined;
    if (accessToken && !ACCESS_TOKEN.test(accessToken))
      issues.accessToken = "An access token has no spaces and at most 200 characters";
    draft = { kind, serverUrl: server ? server.href.replace(/\/+$/, "") : "", topic, accessToken };
  }
  return Object.keys(issues).length > 0 ? { ok: false, issues } : { ok: true, draft };
}

/**
 * `draft` with its blank secrets taken from `saved` (the channel's current destination, when of the same
 * kind), or the first secret field still missing.
 */
export function completeDestination(
  draft: ChatDestinationDraft,
  saved: ChatDestination | null,
): ChatDestination | { missing: ChatDestinationField } {
  const same = saved?.kind === draft.kind ? saved : null;
  if (draft.kind === "telegram") {
    const botToken = draft.botToken ?? (same?.kind === "telegram" ? same.botToken : undefined);
    return botToken ? { kind: "telegram", botToken, chatId: draft.chatId } : { missing: "botToken" };
  }
  if (draft.kind === "ntfy") {
    const kept = same?.kind === "ntfy" ? same : undefined;
    const topic = draft.topic ?? kept?.topic;
    if (!topic) return { missing: "topic" };
    const accessToken = draft.accessToken ?? kept?.accessToken;
    return { kind: "ntfy", serverUrl: draft.serverUrl, topic, ...(accessToken ? { accessToken } : {}) };
  }
  const url = draft.url ?? (same && "url" in same ? same.url : undefined);
  return url ? { kind: draft.kind, url } : { missing: "webhookUrl" };
}
