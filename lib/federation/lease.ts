/**
 * Sync leases in PostgreSQL, so two sync runs at once (two instances, a cron and a button) never sync
 * the same site twice. A run notes the database clock when it starts; it then claims its candidates a
 * chunk at a time, each site that is active, not leased, and not started since the run began, with one
 * `UPDATE` by primary key over the chunk: concurrent claims never both win, and a claim costs the same on
 * the 1,000th site as on the first (a claim over every candidate walked past the sites already synced
 * each time, docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync"). The lease ends when the sync finishes, or by itself after
 * `leaseMs` if the instance died.
 */
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedSites, type FederatedSite } from "@/lib/db/schema";

/** The database's clock now: the start of a sync run, comparable across instances. */
export async function databaseNow(): Promise<Date> {
  const [row] = await db
    .select({ ms: sql<number>`(extract(epoch from now()) * 1000)::float8` })
    .from(sql`(select 1) as one`);
  return new Date(Math.floor(Number(row!.ms)));
}

/**
 * Claims the sites of `ids` (a bounded chunk of a run's candidates) for a sync: sets each one's lease
 * to now + `leaseMs` and its sync start to now, in one `UPDATE` by primary key that re-checks the
 * conditions on the rows it locks (so of two runs claiming at once, the second finds the lease taken and
 * gets nothing). Rows another transaction holds (another run claiming or releasing them) are skipped
 * rather than waited for, so a claim never waits on a lock and two runs can never deadlock. Returns the
 * sites claimed, by id; the others are paused, leased by another run, or already started since
 * `runStartedAt`.
 */
export async function claimSites(ids: number[], runStartedAt: Date, leaseMs: number): Promise<FederatedSite[]> {
  if (ids.length === 0) return [];
  const free = db
    .select({ id: federatedSites.id })
    .from(federatedSites)
    .where(
      and(
        inArray(federatedSites.id, ids),
        eq(federatedSites.isActive, true),
        or(isNull(federatedSites.syncLeaseUntil), lt(federatedSites.syncLeaseUntil, sql`now()`)),
        or(isNull(federatedSites.syncStartedAt), lt(federatedSites.syncStartedAt, runStartedAt)),
      ),
    )
    .for("update", { skipLocked: true });
  const sites = await db
    .update(federatedSites)
    .set({
      syncLeaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      syncStartedAt: sql`now()`,
      updatedAt: sql`${federatedSites.updatedAt}`,
    })
    .where(inArray(federatedSites.id, free))
    .returning();
  return sites.sort((a, b) => a.id - b.id);
}
