/**
 * Starting a sync from the console (docs/spec/operator-console.md §8: 'Sync Started' / 'CSC sync has been
 * initiated. Check back in a few minutes for results.'): the request answers at once and the run goes
 * on after the response (Next's `after`); its reports show up on the next poll.
 */
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedSites } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { syncSites } from "./sync";

/** `after` from next/server, passed in so the route owns the request scope. */
type After = (task: () => Promise<unknown>) => void;

/**
 * Schedules a sync of every active site, or of site `siteId`.
 * @returns how many sites the run will try.
 * @throws AppError `not_found` for an unknown site, `conflict` for a paused one.
 */
export async function startSync(after: After, siteId?: number): Promise<{ started: true; sites: number }> {
  if (siteId !== undefined) {
    const [site] = await db
      .select({ isActive: federatedSites.isActive })
      .from(federatedSites)
      .where(eq(federatedSites.id, siteId));
    if (!site) throw new AppError("not_found", "Site not found");
    if (!site.isActive) throw new AppError("conflict", "This site is paused; resume it to sync");
  }
  const active = await db
    .select({ id: federatedSites.id })
    .from(federatedSites)
    .where(
      siteId === undefined
        ? eq(federatedSites.isActive, true)
        : and(eq(federatedSites.isActive, true), eq(federatedSites.id, siteId)),
    );
  after(() =>
    syncSites(siteId === undefined ? {} : { siteIds: [siteId] }).catch((error) =>
      console.error("[federation] sync run failed", error),
    ),
  );
  return { started: true, sites: active.length };
}
