/**
 * The chat apps an alert or a status page can post to (docs/architecture.md "Where a new thing goes"),
 * each an outbox channel of the same name (./channels.ts). Pure, for server and client.
 */

/** Every chat app, in the order the channel form lists them. */
export const CHAT_APP_KINDS = ["slack", "discord", "teams", "telegram", "ntfy"] as const;
export type ChatAppKind = (typeof CHAT_APP_KINDS)[number];

/** The chat apps reached through one webhook URL that carries its own credential. */
export const WEBHOOK_URL_KINDS = ["slack", "discord", "teams"] as const satisfies readonly ChatAppKind[];
export type WebhookUrlKind = (typeof WEBHOOK_URL_KINDS)[number];

/** True when `kind` names a chat app. */
export function isChatAppKind(kind: string): kind is ChatAppKind {
  return (CHAT_APP_KINDS as readonly string[]).includes(kind);
}

/** True when `kind` is a chat app reached through a webhook URL alone. */
export function isWebhookUrlKind(kind: string): kind is WebhookUrlKind {
  return (WEBHOOK_URL_KINDS as readonly string[]).includes(kind);
}
