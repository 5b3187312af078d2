/**
 * Outgoing e-mail. Every message is written to `outbox_messages` first, so nothing is lost when the
 * provider is down or absent; then it goes to Resend when `RESEND_API_KEY` is set (`RESEND_BASE_URL`
 * points the SDK elsewhere, e.g. a local server speaking Resend's `POST /emails`). Without a key the row stays `unsent` and the
 * message is logged: the console's outbox shows what would have gone out.
 */
import { eq, sql } from "drizzle-orm";
import { Resend } from "resend";
import { db } from "@/lib/db";
import { outboxMessages } from "@/lib/db/schema";
import { env } from "@/lib/env";

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

/** Where mail goes: Resend at `baseUrl` when `apiKey` is set, otherwise only the outbox. */
export interface EmailProviderConfig {
  apiKey?: string;
  baseUrl?: string;
  from: string;
}

/** An e-mail sender bound to a provider configuration; `sendEmail` is the one bound to the environment. */
export function createEmailSender(config: EmailProviderConfig): (message: EmailMessage) => Promise<EmailResult> {
  const provider = config.apiKey ? new Resend(config.apiKey, config.baseUrl ? { baseUrl: config.baseUrl } : undefined) : undefined;
  return async (message) => {
    const [row] = await db
      .insert(outboxMessages)
      .values({ channel: "email", recipient: message.to, subject: message.subject, body: message.text, html: message.html })
      .returning({ id: outboxMessages.id });
    const id = row!.id;
    if (!provider) {
      await db.update(outboxMessages).set({ status: "unsent" }).where(eq(outboxMessages.id, id));
      console.info(`[email] no provider configured; kept in outbox #${id}: "${message.subject}" to ${message.to}`);
      return { id, status: "unsent" };
    }
    return deliver(provider, config.from, id, message);
  };
}

/**
 * Queues `message` in the outbox and tries the provider once. Never throws for a provider failure:
 * the row records `failed` with the provider's error. Throws only when the database write fails.
 */
export const sendEmail = createEmailSender({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM });

async function deliver(provider: Resend, from: string, id: number, message: EmailMessage): Promise<EmailResult> {
  let error: string | undefined;
  let providerMessageId: string | undefined;
  try {
    const { data, error: apiError } = await provider.emails.send({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    if (apiError) error = `${apiError.name}: ${apiError.message}`;
    providerMessageId = data?.id;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  await db
    .update(outboxMessages)
    .set({
      status: error ? "failed" : "sent",
      attempts: sql`${outboxMessages.attempts} + 1`,
      lastError: error ?? null,
      providerMessageId: providerMessageId ?? null,
      sentAt: error ? null : new Date(),
    })
    .where(eq(outboxMessages.id, id));
  return error ? { id, status: "failed", error } : { id, status: "sent" };
}
