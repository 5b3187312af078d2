/**
 * The outbox's front door (docs/decisions/data-and-jobs.md "Outbox as a leaf"): every e-mail, SMS and webhook the app sends is
 * a row of `outbox_messages` written by `enqueue`, in the caller's own transaction, so the message
 * commits or rolls back with the change that caused it. Nothing is sent here: the caller asks for a
 * first try after its commit or response (lib/outbox/deliver.ts `deliverQueued`, `deliverAfterResponse`),
 * and when no first try runs (the process stopped) the retry worker (lib/outbox/retry.ts) sends the row
 * once `FIRST_TRY_GRACE_MS` has passed. A leaf: it imports only the database schema and types.
 */
import type { Database } from "@/lib/db";
import { outboxMessages } from "@/lib/db/schema";
import type { OutboundMessage } from "./types";

/** How long a queued message waits for its first try before the retry worker takes it, in milliseconds. */
const FIRST_TRY_GRACE_MS = 2 * 60_000;

/**
 * Queues `message` as a `pending` row through `database` (the global client or the caller's transaction).
 * With `notBefore` (a scheduled message) the retry worker sends it at that time and the caller asks for
 * no first try.
 * @returns the row's id (`outbox_messages.id`), which the first try and any settle hook refer to.
 * @throws when the insert fails (the caller's transaction then rolls back).
 */
export async function enqueue(
  database: Database,
  message: OutboundMessage,
  options: EnqueueOptions = {},
): Promise<number> {
  const [id] = await enqueueMany(database, [message], options);
  return id!;
}

/** When a queued row may first be tried: `now` plus the grace, or `notBefore` when given. */
export interface EnqueueOptions {
  now?: Date;
  notBefore?: Date;
}

/** A queued row's columns for `message`. */
function rowOf(message: OutboundMessage, nextAttemptAt: Date): typeof outboxMessages.$inferInsert {
  return {
    channel: message.channel,
    recipient: message.recipient,
    body: message.body,
    ...(message.channel === "email"
      ? {
          subject: message.subject,
          html: message.html ?? null,
          replyTo: message.replyTo ?? null,
          headers: message.headers ?? null,
          attachments: message.attachments ?? null,
        }
      : {}),
    ...("sealedRecipient" in message ? { sealedRecipient: message.sealedRecipient } : {}),
    status: "pending",
    nextAttemptAt,
  };
}

/**
 * Queues `messages` as `pending` rows in one statement through `database` (a fan-out of one notice to
 * thousands of subscribers costs one insert per batch, not one per message).
 * @returns the rows' ids in the order of `messages` (PostgreSQL returns an `INSERT … VALUES` in its order).
 * @throws when the insert fails (the caller's transaction then rolls back).
 */
export async function enqueueMany(
  database: Database,
  messages: readonly OutboundMessage[],
  options: EnqueueOptions = {},
): Promise<number[]> {
  if (messages.length === 0) return [];
  const nextAttemptAt = options.notBefore ?? new Date((options.now ?? new Date()).getTime() + FIRST_TRY_GRACE_MS);
  const rows = await database
    .insert(outboxMessages)
    .values(messages.map((message) => rowOf(message, nextAttemptAt)))
    .returning({ id: outboxMessages.id });
  return rows.map((row) => row.id);
}
