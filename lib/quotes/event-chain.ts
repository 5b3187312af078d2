/**
 * A quote's event log as a hash chain (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): each row
 * stores the hash of the row before it (64 zeros for the first) and its own hash, SHA-256 of the previous
 * hash and the row's canonical content. The quote keeps the chain's length and last hash, so deleting the
 * newest row shows too. Rows are appended under the quote's row lock, one `seq` after another (a unique
 * key backs it); a trigger refuses updates and deletes (drizzle "quote_versions_frozen" migration).
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { quoteEvents, quotes, type QuoteEvent } from "@/lib/db/schema";
import { canonicalJson, sha256Hex } from "./canonical";
import type { QuoteEventKind } from "./statuses";

/** The previous hash of a chain's first row. */
export const GENESIS_HASH = "0".repeat(64);

/** One event to append. */
export interface NewQuoteEvent {
  kind: QuoteEventKind;
  versionNumber?: number | null;
  detail?: Record<string, string | number | null>;
  actor?: string | null;
  at?: Date;
}

type Hashed = Pick<QuoteEvent, "quoteId" | "seq" | "kind" | "versionNumber" | "detail" | "actor" | "occurredAt">;

/** The hash of an event row's content chained to `prevHash`. */
export function eventHash(prevHash: string, row: Hashed): string {
  const content = canonicalJson({
    quoteId: row.quoteId,
    seq: row.seq,
    kind: row.kind,
    versionNumber: row.versionNumber ?? null,
    detail: row.detail,
    actor: row.actor ?? null,
    occurredAt: row.occurredAt.toISOString(),
  });
  return sha256Hex(`${prevHash}\n${content}`);
}

/**
 * Appends `event` to quote `quoteId`'s chain in `tx` (which must be a transaction: the quote's row is
 * locked until it commits, so two appends never take the same `seq`).
 */
export async function appendQuoteEvent(tx: Database, quoteId: number, event: NewQuoteEvent): Promise<void> {
  const [quote] = await tx
    .select({ count: quotes.eventCount, head: quotes.eventHead })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .for("update");
  if (!quote) throw new Error(`No quote ${quoteId}`);
  const row: Hashed = {
    quoteId,
    seq: quote.count + 1,
    kind: event.kind,
    versionNumber: event.versionNumber ?? null,
    detail: event.detail ?? {},
    actor: event.actor ?? null,
    // Milliseconds, as the column and the hash both keep them.
    occurredAt: new Date(Math.floor((event.at ?? new Date()).getTime())),
  };
  const prevHash = quote.head ?? GENESIS_HASH;
  const hash = eventHash(prevHash, row);
  await tx.insert(quoteEvents).values({ ...row, prevHash, hash });
  await tx.update(quotes).set({ eventCount: row.seq, eventHead: hash }).where(eq(quotes.id, quoteId));
}

/** Whether a chain holds: intact, or the first `seq` where it breaks and why. */
export type ChainCheck = { intact: true; length: number } | { intact: false; brokenAt: number; reason: string };

/** Checks `rows` (one quote's events, in `seq` order) against the quote's recorded length and head. */
export function checkChain(rows: readonly QuoteEvent[], count: number, head: string | null): ChainCheck {
  let prev = GENESIS_HASH;
  for (const [index, row] of rows.entries()) {
    const expectedSeq = index + 1;
    if (row.seq !== expectedSeq) return { intact: false, brokenAt: expectedSeq, reason: "an event is missing" };
    if (row.prevHash !== prev)
      return { intact: false, brokenAt: row.seq, reason: "it does not follow the event before" };
    if (eventHash(prev, row) !== row.hash)
      return { intact: false, brokenAt: row.seq, reason: "its content was changed" };
    prev = row.hash;
  }
  if (rows.length !== count || (count > 0 && prev !== head))
    return { intact: false, brokenAt: Math.min(rows.length, count) + 1, reason: "the newest events are missing" };
  return { intact: true, length: rows.length };
}

/** The events of quote `quoteId` in order, and whether their chain holds. */
export async function readQuoteEvents(
  database: Database,
  quoteId: number,
): Promise<{ events: QuoteEvent[]; check: ChainCheck }> {
  const [quote] = await database
    .select({ count: quotes.eventCount, head: quotes.eventHead })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  const events = await database
    .select()
    .from(quoteEvents)
    .where(eq(quoteEvents.quoteId, quoteId))
    .orderBy(asc(quoteEvents.seq));
  return { events, check: checkChain(events, quote?.count ?? 0, quote?.head ?? null) };
}
