/**
 * An outage's incident and where it came from (docs/federation-protocol.md "Incidents and maintenance"):
 * the console lists the incident with its `site_down` alert and the fleet issue open on the site, the
 * alert history and the monitor's screen lead back to the incident, and each link narrows its list to
 * that one row.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAlertHistory } from "@/lib/alerts/queries";
import { db } from "@/lib/db";
import { alertHistory, fleetIssues, fleetIssueSites, incidents, siteMonitors } from "@/lib/db/schema";
import { pageFleetIssues } from "@/lib/fleet-issues/queries";
import { openOutageIncidentId, pageIncidents } from "@/lib/incidents/queries";
import { runUptimeChecks } from "@/lib/uptime/runner";
import { insertSite } from "@/tests/support/federation";
import { removeQueuedMessagesAfterAll } from "@/tests/support/outbox-cleanup";
import { startSimulator, type RemoteSiteSimulator } from "@/tests/support/remote-site-simulator";

removeQueuedMessagesAfterAll();

let sim: RemoteSiteSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim?.close());

const FIRST_PAGE = { cursor: null, dir: "next", size: 25, q: "" } as const;

describe("an outage's incident", () => {
  it("links to its site_down alert and fleet issue, and the alert links back to it", async () => {
    const tag = randomUUID().slice(0, 8);
    const remote = sim.addSite({ failWith: 503 });
    const site = await insertSite(db, { siteUrl: remote.url, siteName: `Origin ${tag}` });
    await db.insert(siteMonitors).values({ siteId: site.id, checkPath: "/api/federated/health", retries: 0 });
    const seen = new Date(Date.now() - 60_000);
    const [issue] = await db
      .insert(fleetIssues)
      .values({
        fingerprint: `origin-${tag}`,
        errorType: "TimeoutError",
        message: `Payment provider timeout ${tag}`,
        severity: "critical",
        firstSeenAt: seen,
        lastSeenAt: seen,
      })
      .returning();
    await db
      .insert(fleetIssueSites)
      .values({ issueId: issue!.id, siteId: site.id, occurrences: 2, firstSeenAt: seen, lastSeenAt: seen });
    // An earlier alert of the same site, which the incident's link must not show.
    await db.insert(alertHistory).values({
      rule: "site_down",
      siteId: site.id,
      subject: `Origin ${tag} is down`,
      title: `Origin ${tag} is down`,
      at: new Date(Date.now() - 86_400_000),
    });

    const at = new Date();
    await runUptimeChecks({ siteIds: [site.id], now: () => at, allowPrivate: true });

    const [incident] = await db.select().from(incidents).where(eq(incidents.outageSiteId, site.id));
    const alerts = await db
      .select()
      .from(alertHistory)
      .where(eq(alertHistory.siteId, site.id))
      .orderBy(alertHistory.id);
    const downAlert = alerts.find((a) => a.at.getTime() === at.getTime() && a.rule === "site_down");
    expect(downAlert).toBeDefined();

    const listed = await pageIncidents({ ...FIRST_PAGE, incident: incident!.id });
    expect(listed.page.rows.map((row) => row.id)).toEqual([incident!.id]);
    expect(listed.page.rows[0]!.origin).toEqual({
      alertId: downAlert!.id,
      fleetIssue: { id: issue!.id, errorType: "TimeoutError", message: `Payment provider timeout ${tag}` },
    });

    const history = await pageAlertHistory({ ...FIRST_PAGE, rule: "all", alert: downAlert!.id });
    expect(history.page.rows.map((row) => row.id)).toEqual([downAlert!.id]);
    expect(history.page.rows[0]).toMatchObject({ title: `Origin ${tag} is down`, incidentId: incident!.id });
    // The earlier alert of the site opened no incident of its own.
    const all = await pageAlertHistory({ ...FIRST_PAGE, rule: "site_down" });
    const earlier = all.page.rows.find((row) => row.id === alerts[0]!.id);
    expect(earlier?.incidentId).toBeNull();

    const issues = await pageFleetIssues({ ...FIRST_PAGE, status: "unresolved", issue: issue!.id });
    expect(issues.page.rows.map((row) => row.id)).toEqual([issue!.id]);
    // The monitor's screen names the incident while the outage lasts, and no longer once it recovered.
    expect(await openOutageIncidentId(site.id)).toBe(incident!.id);
    remote.update({ failWith: undefined });
    await runUptimeChecks({ siteIds: [site.id], now: () => new Date(at.getTime() + 120_000), allowPrivate: true });
    expect(await openOutageIncidentId(site.id)).toBeNull();
  });
});
