/**
 * Outgoing e-mail, through the outbox (docs/decisions/data-and-jobs.md "Outbox as a leaf"). Every message is a row of
 * `outbox_messages` first, so nothing is lost when the provider is down or absent; then it goes to
 * Resend when `RESEND_API_KEY` is set (`RESEND_BASE_URL` points the SDK elsewhere, e.g. a local server
 * speaking Resend's `POST /emails`). Without a key the row stays `unsent` and the message is logged:
 * the console's outbox shows what would have gone out. A refused message is retried with backoff by the
 * outbox worker (lib/outbox/retry.ts).
 *
 * `sendEmail` is the way in: it queues through `db`, so inside an ambient transaction (an audited action,
 * or `withAmbientTransaction` around the write the e-mail belongs to) the row commits with that write
 * and the first try starts after the commit. `enqueueEmail(tx, …)` is for a caller holding an explicit
 * transaction (it then asks for the first try after commit: `deliverAfterResponse`); `sendEmailNow`
 * queues and waits for the first try, for the pages that show its outcome.
 */
import { db, type Database } from "@/lib/db";
import { env } from "@/lib/env";
import { deliverAfterResponse, deliverQueued } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import type { EmailAttachment, OutboundMessage } from "@/lib/outbox/types";
import { createResendChannel, type EmailProviderConfig } from "./resend-channel";

export type { EmailProviderConfig } from "./resend-channel";

/** An e-mail to send. `text` is required so every client can read it; `html` is optional. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: EmailAttachment[];
}

/** What happened to a message: its outbox id and its status after the first try (`pending` until it ran). */
export interface EmailResult {
  id: number;
  status: "sent" | "failed" | "unsent" | "pending";
  error?: string;
}

/** `message` as the outbox row it becomes. */
function emailToOutbound(message: EmailMessage): OutboundMessage {
  return {
    channel: "email",
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    html: message.html,
    replyTo: message.replyTo,
    attachments: message.attachments,
  };
}

/** Queues `message` through `database` (the caller's transaction); returns the outbox row id. Sends nothing. */
export function enqueueEmail(database: Database, message: EmailMessage): Promise<number> {
  return enqueue(database, emailToOutbound(message));
}

/**
 * A sender that queues a message and waits for its first try through `config`'s provider. Never throws
 * for a provider failure: the row records `failed` with the provider's error and its next try.
 * Throws only when the database fails.
 */
export function createEmailSender(config: EmailProviderConfig): (message: EmailMessage) => Promise<EmailResult> {
  const channel = createResendChannel(config);
  return async (message) => {
    const id = await enqueueEmail(db, message);
    const result = await deliverQueued(id, { email: channel });
    if (result?.status === "failed") return { id, status: "failed", error: result.error };
    return { id, status: result?.status ?? "pending" };
  };
}

/** `createEmailSender` bound to the environment: for the pages that show whether the provider took the message. */
export const sendEmailNow = createEmailSender({
  apiKey: env.RESEND_API_KEY,
  baseUrl: env.RESEND_BASE_URL,
  from: env.EMAIL_FROM,
});

/**
 * Queues `message` and tries the provider once after the response (Next's `after`; at once outside a
 * request). Answers `pending` with the row id. Throws only when the database write fails.
 */
export async function sendEmail(message: EmailMessage): Promise<EmailResult> {
  const id = await enqueueEmail(db, message);
  deliverAfterResponse(id);
  return { id, status: "pending" };
}
