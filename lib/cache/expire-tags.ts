/**
 * Expiring cache tags on every instance (docs/decisions/data-and-jobs.md "Public pages agree across instances and
 * addresses"). Next's tag manifest lives in each server process, so `revalidateTag` on one self-hosted
 * instance leaves the others serving the old page; each expiry is therefore also announced on the
 * PostgreSQL channel `CACHE_EXPIRY_CHANNEL`, and every instance listens on it from its start and expires
 * the announced tags in its own cache. The announcement goes out after the writer's commit, so an instance
 * that hears it reads the new state. On Vercel, `revalidateTag` already reaches the platform's shared
 * cache, and nothing is announced.
 * PostgreSQL: https://www.postgresql.org/docs/current/sql-notify.html
 */
import { randomUUID } from "node:crypto";
import { revalidateTag } from "next/cache";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/lib/db";
import { afterCommit } from "@/lib/db/ambient-transaction";
import type { Unlisten } from "@/lib/db/listen";
import { logDatabaseOutage } from "@/lib/db/unavailable";
import { env } from "@/lib/env";

/** The notification channel of expired tags. */
export const CACHE_EXPIRY_CHANNEL = "cache_expiry";

/**
 * Longest payload of one notification in bytes: PostgreSQL refuses 8,000 and more by default; a sync of a
 * thousand sites expires a thousand tags, sent as several notifications.
 */
const MAX_PAYLOAD_BYTES = 7_000;

/**
 * This process, so it skips its own announcements (it expired those tags already). On `globalThis`: the
 * listener (loaded by instrumentation.ts) and the writers (loaded by the routes) are separate bundles.
 */
const INSTANCE_ID = ((globalThis as { __cacheExpiryInstanceId?: string }).__cacheExpiryInstanceId ??= randomUUID());

/** One notification: who sent it and the tags it expires. */
interface ExpiryNotice {
  from: string;
  tags: string[];
}

/** Next's cache of this process, as the server keeps it for the requests it serves. */
interface ProcessCache {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
}

/** The message Next throws when `revalidateTag` runs outside a request (node_modules/next/dist/server/web/spec-extension/revalidate.js). */
const OUTSIDE_REQUEST = "static generation store missing";

/**
 * Expires `tags` in this process at once, so its next visit renders from the database. Inside a request
 * (a server action, a route handler) through `revalidateTag` with an immediate expiry; outside one (the
 * in-process scheduler, a notification from another instance) through the cache Next's server keeps on
 * `globalThis.__incrementalCache`, the one its route handlers call at their end. Before this process
 * served its first request nothing of it is cached, and there is nothing to expire.
 */
export function expireTagsHere(tags: readonly string[]): void {
  if (tags.length === 0) return;
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(OUTSIDE_REQUEST))) throw error;
    const cache = (globalThis as { __incrementalCache?: ProcessCache }).__incrementalCache;
    void cache?.revalidateTag([...tags], { expire: 0 });
  }
}

/** `tags` as notification payloads of at most `MAX_PAYLOAD_BYTES` each. */
export function expiryPayloads(tags: readonly string[], from = INSTANCE_ID): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  const encode = (list: string[]) => JSON.stringify({ from, tags: list } satisfies ExpiryNotice);
  for (const tag of tags) {
    if (batch.length > 0 && Buffer.byteLength(encode([...batch, tag])) > MAX_PAYLOAD_BYTES) {
      payloads.push(encode(batch));
      batch = [];
    }
    batch.push(tag);
  }
  if (batch.length > 0) payloads.push(encode(batch));
  return payloads;
}

/** Whether other processes may cache the same pages: self-hosted instances, each with its own cache. */
function sharesDatabaseWithOthers(): boolean {
  return !env.VERCEL;
}

/**
 * Tells the other instances to expire `tags`, once the caller's transaction (if any) committed; never
 * throws: an announcement lost to an outage is bounded by the pages' own revalidate time.
 */
export function announceExpiredTags(tags: readonly string[]): void {
  if (tags.length === 0 || !sharesDatabaseWithOthers()) return;
  const payloads = expiryPayloads([...new Set(tags)]);
  afterCommit(() => {
    const { db } = getDbHandle();
    const list = sql.join(
      payloads.map((payload) => sql`(${payload})`),
      sql`, `,
    );
    // Raw SQL: a function called over a VALUES list, which the query builder has no words for.
    db.execute(sql`select pg_notify(${CACHE_EXPIRY_CHANNEL}, payload) from (values ${list}) as notice(payload)`).catch(
      (error: unknown) => logDatabaseOutage(error, "announcing expired cache tags"),
    );
  });
}

/** Expires `tags` here and on every other instance: the one call of a writer that moved a public page. */
export function expireTags(tags: readonly string[]): void {
  expireTagsHere(tags);
  announceExpiredTags(tags);
}

/** The tags of a notification from another instance; none for one of this process's own or a malformed one. */
export function tagsToExpire(payload: string, self = INSTANCE_ID): string[] {
  try {
    const notice = JSON.parse(payload) as Partial<ExpiryNotice>;
    if (notice.from === self || !Array.isArray(notice.tags)) return [];
    return notice.tags.filter((tag): tag is string => typeof tag === "string");
  } catch {
    return [];
  }
}

/**
 * Listens for other instances' expiries for as long as the process runs (instrumentation.ts, at start, so
 * a page cached before the first screen opened is expired too). After the connection was lost, when
 * announcements may have been missed, `everyPublicTag` is expired. Null on Vercel.
 */
export async function listenForExpiredTags(everyPublicTag: readonly string[]): Promise<Unlisten | null> {
  if (!sharesDatabaseWithOthers()) return null;
  return getDbHandle().listen(CACHE_EXPIRY_CHANNEL, (payload) =>
    expireTagsHere(payload === null ? everyPublicTag : tagsToExpire(payload)),
  );
}
