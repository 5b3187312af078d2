/**
 * Sync leases in PostgreSQL, so two sync runs at once (two instances, a cron and a button) never sync
 * the same site twice. A run notes the database clock when it starts; a worker then claims the next
 * site that is active, not leased, and not started since the run began, with one `UPDATE` of that row
 * by primary key: concurrent claims never both win, and a claim costs the same on the 1,000th site as on
 * the first (the former `SELECT … FOR UPDATE SKIP LOCKED` over every candidate walked past the sites
 * already synced on each claim, docs/decisions.md "Hub lists"). The lease ends when the sync finishes,
 * or by itself after `leaseMs` if the instance died.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedSites, type FederatedSite } from "@/lib/db/schema";

/** The database's clock now: the start of a sync run, comparable across instances. */
export async function databaseNow(): Promise<Date> {
  const [row] = await db.select({ ms: sql<number>`(extract(epoch from now()) * 1000)::float8` }).from(sql`(select 1) as one`);
  return new Date(Math.floor(Number(row!.ms)));
}

/**
 * Claims site `id` for a sync: sets its lease to now + `leaseMs` and its sync start to now, in one
 * single-row `UPDATE` by primary key that re-checks the conditions on the row it locks (so of two runs
 * claiming at once, the second finds the lease taken and gets nothing). Returns the site, or null when it
 * is paused, leased by another run, or already started since `runStartedAt`.
 */
export async function claimSite(id: number, runStartedAt: Date, leaseMs: number): Promise<FederatedSite | null> {
  const [site] = await db
    .update(federatedSites)
    .set({
      syncLeaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      syncStartedAt: sql`now()`,
      updatedAt: sql`${federatedSites.updatedAt}`,
    })
    .where(
      and(
        eq(federatedSites.id, id),
        eq(federatedSites.isActive, true),
        or(isNull(federatedSites.syncLeaseUntil), lt(federatedSites.syncLeaseUntil, sql`now()`)),
        or(isNull(federatedSites.syncStartedAt), lt(federatedSites.syncStartedAt, runStartedAt)),
      ),
    )
    .returning();
  return site ?? null;
}
