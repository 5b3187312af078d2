/**
 * The health read across several sites (docs/federation-protocol.md "Site health"): each site's monitor,
 * sync reports, open critical errors and fleet issues, certificate and maintenance window reach the
 * rules, for the fleet, for a page of sites and for one site, with the same answer each way.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  alertRules,
  federatedErrors,
  federatedSites,
  federatedSyncReports,
  fleetIssues,
  fleetIssueSites,
  siteMonitors,
} from "@/lib/db/schema";
import { readSiteHealth, readSitesHealth } from "@/lib/site-health/queries";
import { eq } from "drizzle-orm";
import { insertSite } from "@/tests/support/federation";
import { insertMaintenance } from "@/tests/support/maintenance";

const now = new Date();
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** A site checked a minute ago and synced an hour ago, both fine; `monitor` changes its monitor row. */
async function site(name: string, monitor: Partial<typeof siteMonitors.$inferInsert> | null = {}) {
  const row = await insertSite(db, {
    siteName: `${name} ${now.getTime()}`,
    siteUrl: `https://${name}-${now.getTime()}.example.test`,
  });
  await db
    .update(federatedSites)
    .set({ lastSync: ago(60) })
    .where(eq(federatedSites.id, row.id));
  await db.insert(federatedSyncReports).values({ siteId: row.id, syncStatus: "success", syncDate: ago(60) });
  if (monitor) await db.insert(siteMonitors).values({ siteId: row.id, state: "up", lastCheckedAt: ago(1), ...monitor });
  return row.id;
}

describe("readSitesHealth", () => {
  it("derives each site's state and reasons from its own rows", async () => {
    const operational = await site("operational");
    const down = await site("down", {
      state: "down",
      consecutiveFailures: 2,
      downSince: ago(3),
      lastError: "HTTP 500, expected 200–399",
    });
    const neverChecked = await site("new", null);
    const paused = await site("paused", { paused: true, state: "paused" });
    const maintenance = await site("maintenance");
    await insertMaintenance(db, {
      siteIds: [maintenance],
      startsAt: ago(10),
      endsAt: ago(-10),
      title: "Database upgrade",
    });
    const pastWindow = await site("past-window");
    await insertMaintenance(db, { siteIds: [pastWindow], startsAt: ago(30), endsAt: ago(20) });
    const selfSigned = await site("self-signed", {
      certExpiresAt: ago(-60 * 24 * 5),
      certError: "DEPTH_ZERO_SELF_SIGNED_CERT",
    });

    const failing = await site("sync-failing");
    await db.insert(federatedSyncReports).values([
      { siteId: failing, syncStatus: "failed", syncDate: ago(30) },
      { siteId: failing, syncStatus: "failed", syncDate: ago(20) },
    ]);

    const erring = await site("erring");
    await db.insert(federatedErrors).values([
      { siteId: erring, errorMessage: "Payment provider timeout", severity: "critical" },
      { siteId: erring, errorMessage: "Old outage", severity: "critical", isResolved: true },
      { siteId: erring, errorMessage: "Slow page", severity: "high" },
    ]);
    const [issue] = await db
      .insert(fleetIssues)
      .values({
        fingerprint: `health-${now.getTime()}`,
        errorType: "Error",
        message: "Payment provider timeout",
        severity: "critical",
        firstSeenAt: ago(5),
        lastSeenAt: ago(5),
      })
      .returning();
    const [resolvedIssue] = await db
      .insert(fleetIssues)
      .values({
        fingerprint: `health-resolved-${now.getTime()}`,
        errorType: "Error",
        message: "Fixed",
        severity: "critical",
        firstSeenAt: ago(5),
        lastSeenAt: ago(5),
        resolved: true,
      })
      .returning();
    await db.insert(fleetIssueSites).values([
      { issueId: issue!.id, siteId: erring, occurrences: 1, firstSeenAt: ago(5), lastSeenAt: ago(5) },
      { issueId: resolvedIssue!.id, siteId: erring, occurrences: 4, firstSeenAt: ago(5), lastSeenAt: ago(5) },
      // This app's own occurrence of the issue concerns no site.
      { issueId: issue!.id, siteId: null, occurrences: 1, firstSeenAt: ago(5), lastSeenAt: ago(5) },
    ]);

    const ids = [operational, down, neverChecked, paused, maintenance, pastWindow, selfSigned, failing, erring];
    const rows = await readSitesHealth({ siteIds: ids }, now);
    // Newest site first, like the fleet's lists.
    expect(rows.map((r) => r.siteId)).toEqual([...ids].sort((a, b) => b - a));
    const byId = new Map(rows.map((r) => [r.siteId, r.health]));

    expect(byId.get(operational)).toEqual({ state: "operational", reasons: [] });
    expect(byId.get(down)).toEqual({
      state: "down",
      reasons: [{ code: "down", since: ago(3), failures: 2, error: "HTTP 500, expected 200–399" }],
    });
    expect(byId.get(neverChecked)).toEqual({ state: "unknown", reasons: [{ code: "not_checked" }] });
    expect(byId.get(paused)).toEqual({ state: "paused", reasons: [{ code: "monitor_paused" }] });
    expect(byId.get(maintenance)).toEqual({
      state: "maintenance",
      reasons: [{ code: "maintenance", endsAt: ago(-10), title: "Database upgrade" }],
    });
    expect(byId.get(pastWindow)!.state).toBe("operational");
    expect(byId.get(selfSigned)).toEqual({
      state: "degraded",
      reasons: [
        { code: "certificate_expiring", expiresAt: ago(-60 * 24 * 5), days: 5 },
        { code: "certificate_untrusted", error: "DEPTH_ZERO_SELF_SIGNED_CERT" },
      ],
    });
    expect(byId.get(failing)).toEqual({ state: "degraded", reasons: [{ code: "sync_failed", failures: 2 }] });
    expect(byId.get(erring)).toEqual({
      state: "degraded",
      reasons: [
        { code: "critical_errors", count: 1 },
        { code: "critical_issues", count: 1 },
      ],
    });

    // The fleet-wide read and the one-site read answer the same as the page's.
    const fleet = new Map((await readSitesHealth({}, now)).map((r) => [r.siteId, r.health]));
    for (const id of ids) expect(fleet.get(id)).toEqual(byId.get(id));
    expect((await readSiteHealth(erring, now))?.health).toEqual(byId.get(erring));
  });

  it("pauses an inactive site and reads the certificate days from the alert rule", async () => {
    const inactive = await site("inactive");
    await db.update(federatedSites).set({ isActive: false }).where(eq(federatedSites.id, inactive));
    expect((await readSiteHealth(inactive, now))?.health).toEqual({
      state: "paused",
      reasons: [{ code: "site_paused" }],
    });

    const expiring = await site("expiring", { certExpiresAt: ago(-60 * 24 * 20) });
    expect((await readSiteHealth(expiring, now))?.health.state).toBe("operational");
    await db.update(alertRules).set({ certificateDays: 30 }).where(eq(alertRules.kind, "certificate_expiring"));
    expect((await readSiteHealth(expiring, now))?.health.reasons.map((r) => r.code)).toEqual(["certificate_expiring"]);
    await db.update(alertRules).set({ certificateDays: 14 }).where(eq(alertRules.kind, "certificate_expiring"));
  });

  it("answers nothing for no sites or an unknown one", async () => {
    expect(await readSitesHealth({ siteIds: [] }, now)).toEqual([]);
    expect(await readSiteHealth(2_000_000_000, now)).toBeNull();
  });
});
