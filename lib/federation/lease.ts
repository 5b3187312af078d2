/**
 * Sync leases in PostgreSQL, so two sync runs at once (two instances, a cron and a button) never sync
 * the same site twice. A run notes the database clock when it starts; a worker then claims the next
 * site that is active, not leased, and not started since the run began, with
 * `SELECT … FOR UPDATE SKIP LOCKED` inside one `UPDATE`: concurrent claims never block each other and
 * never both win. The lease ends when the sync finishes, or by itself after `leaseMs` if the instance died.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedSites, type FederatedSite } from "@/lib/db/schema";

/** The database's clock now: the start of a sync run, comparable across instances. */
export async function databaseNow(): Promise<Date> {
  const [row] = await db.select({ ms: sql<number>`(extract(epoch from now()) * 1000)::float8` }).from(sql`(select 1) as one`);
  return new Date(Math.floor(Number(row!.ms)));
}

/**
 * Claims one of `candidateIds` for a sync: sets its lease to now + `leaseMs` and its sync start to now.
 * Returns the site, or null when every candidate is done, leased by another run, or paused.
 */
export async function claimNextSite(candidateIds: number[], runStartedAt: Date, leaseMs: number): Promise<FederatedSite | null> {
  if (candidateIds.length === 0) return null;
  const next = db
    .select({ id: federatedSites.id })
    .from(federatedSites)
    .where(
      and(
        inArray(federatedSites.id, candidateIds),
        eq(federatedSites.isActive, true),
        or(isNull(federatedSites.syncLeaseUntil), lt(federatedSites.syncLeaseUntil, sql`now()`)),
        or(isNull(federatedSites.syncStartedAt), lt(federatedSites.syncStartedAt, runStartedAt)),
      ),
    )
    .orderBy(asc(federatedSites.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [site] = await db
    .update(federatedSites)
    .set({
      syncLeaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      syncStartedAt: sql`now()`,
      updatedAt: sql`${federatedSites.updatedAt}`,
    })
    .where(inArray(federatedSites.id, next))
    .returning();
  return site ?? null;
}
