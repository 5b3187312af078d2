/**
 * The outbox's webhook channel (docs/sms.md "Forwards"): POSTs the stored JSON body to the
 * row's URL through `outboundFetch` (SSRF guard, 5 s timeout) with an HMAC-SHA256 signature of the exact
 * body bytes, GitHub-style: `X-Signature-256: sha256=<hex>`. `X-Webhook-Id` is the outbox row id, the
 * same on every retry, so a receiver can drop duplicates. Any 2xx accepts; anything else is retried.
 */
import { createHmac } from "node:crypto";
import { outboundFetch } from "@/lib/http/outbound";
import type { OutboxChannel } from "./types";
import { cutText } from "@/lib/format/text";

/** How long a webhook gets to answer, in milliseconds (docs/sms.md "Forwards"). */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/** The signature header's value for `body` signed with `secret`: `sha256=` and the lower-case hex HMAC-SHA256. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** A channel POSTing rows to their URL signed with `secret`, or undefined without a secret (rows stay unsent). */
export function createWebhookChannel(config: { secret?: string }): OutboxChannel | undefined {
  const { secret } = config;
  if (!secret) return undefined;
  return async (message) => {
    const response = await outboundFetch(message.recipient, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "CustomPortalSolutions-SmsRouting/1",
        "X-Signature-256": webhookSignature(secret, message.body),
        "X-Webhook-Id": String(message.id),
      },
      body: message.body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: 64 * 1024,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${cutText(response.text, 200)}`);
    return {};
  };
}
