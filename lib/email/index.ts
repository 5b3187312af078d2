/**
 * Outgoing e-mail. Every message is written to `outbox_messages` first, so nothing is lost when the
 * provider is down or absent; then it goes to Resend when `RESEND_API_KEY` is set (`RESEND_BASE_URL`
 * points the SDK elsewhere, e.g. a local server speaking Resend's `POST /emails`). Without a key the row stays `unsent` and the
 * message is logged: the console's outbox shows what would have gone out. A refused message is
 * retried with backoff by the outbox worker (lib/outbox/retry.ts).
 */
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { outboxMessages } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { attemptDelivery } from "@/lib/outbox/deliver";
import { createResendChannel, type EmailProviderConfig } from "./resend-channel";

export type { EmailProviderConfig } from "./resend-channel";

/** An e-mail to send. `text` is required so every client can read it; `html` is optional. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** What happened to a message: its outbox id and final status for this attempt. */
export interface EmailResult {
  id: number;
  status: "sent" | "failed" | "unsent";
  error?: string;
}

/** An e-mail sender bound to a provider configuration; `sendEmail` is the one bound to the environment. */
export function createEmailSender(config: EmailProviderConfig): (message: EmailMessage) => Promise<EmailResult> {
  const channel = createResendChannel(config);
  return async (message) => {
    const [row] = await db
      .insert(outboxMessages)
      .values({ channel: "email", recipient: message.to, subject: message.subject, body: message.text, html: message.html, replyTo: message.replyTo })
      .returning();
    const id = row!.id;
    if (!channel) {
      await db.update(outboxMessages).set({ status: "unsent" }).where(eq(outboxMessages.id, id));
      console.info(`[email] no provider configured; kept in outbox #${id}: "${message.subject}" to ${message.to}`);
      return { id, status: "unsent" };
    }
    const result = await attemptDelivery(row!, channel);
    return result.status === "sent" ? { id, status: "sent" } : { id, status: "failed", error: result.error };
  };
}

/**
 * Queues `message` in the outbox and tries the provider once. Never throws for a provider failure:
 * the row records `failed` with the provider's error and its next try. Throws only when the database write fails.
 */
export const sendEmail = createEmailSender({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM });
