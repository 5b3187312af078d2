/** The outbox: every outbound e-mail, SMS, webhook and chat-app message, written first (docs/decisions/README.md). */
import { sql, type SQL } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, varchar, type AnyPgColumn } from "drizzle-orm/pg-core";
import { at, createdAt, searchText } from "./columns";

/**
 * Added: every e-mail and SMS the app sends is written here first (docs/decisions/README.md). `status` is
 * `pending` (queued), `sent` (the provider accepted it), `failed` (the provider refused it; retried) or
 * `unsent` (no provider configured: kept for the console to show).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    /** `email`, `sms`, `webhook` (docs/sms.md "Forwards") or a chat app (lib/chat-apps/kinds.ts). */
    channel: varchar("channel", { length: 10 }).notNull(),
    /**
     * An e-mail address, an E.164 number or a webhook URL (docs/sms.md "Forwards"), hence text; for a chat
     * app, what screens show of its destination.
     */
    recipient: text("recipient").notNull(),
    /** A chat app's destination, sealed (lib/chat-apps/destination.ts): only its channel opens it. */
    sealedRecipient: text("sealed_recipient"),
    subject: text("subject"),
    body: text("body").notNull(),
    html: text("html"),
    /** Kept so a retry sends the same message. */
    replyTo: varchar("reply_to", { length: 255 }),
    /** Extra e-mail headers by name (a status page's `List-Unsubscribe`, RFC 8058); null: none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with an e-mail, in Resend's shape (`content` base64), kept so a retry sends the same bytes; null: none. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerMessageId: varchar("provider_message_id", { length: 255 }),
    /** When a `failed` message is tried again; null once sent or out of retries. */
    nextAttemptAt: at("next_attempt_at"),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (t) => [
    index("outbox_messages_retry_idx").on(t.status, t.nextAttemptAt),
    // /email-test's outbox pages (all or one status), its search, and retention's batches.
    index("outbox_messages_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("outbox_messages_status_created_id_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("outbox_messages_search_trgm_idx").using("gin", sql`(${outboxSearchText(t)}) gin_trgm_ops`),
  ],
);

/** What the outbox list searches: recipient and subject (docs/decisions/data-and-jobs.md "Server-paged lists"; see `searchText`). */
export function outboxSearchText(t: Record<"recipient" | "subject", AnyPgColumn>): SQL {
  return searchText([t.recipient, t.subject]);
}

/** A file attached to an e-mail: its name and its bytes in base64 (Resend's `attachments[]`). */
export interface EmailAttachment {
  filename: string;
  /** Base64. */
  content: string;
  /** The MIME type with its parameters (an invite's `text/calendar; method=REQUEST`, RFC 6047 §2.4); else from the file name. */
  contentType?: string;
}

export type OutboxMessage = typeof outboxMessages.$inferSelect;
