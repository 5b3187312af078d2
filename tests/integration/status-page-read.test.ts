/**
 * What a public status page reads (docs/federation-protocol.md "Status pages"): each component's days in
 * the page's zone from heartbeats and hourly rollups, its state, current incidents and maintenance, the
 * 14-day history, and nothing private: no site name, address or error.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  incidents,
  incidentSites,
  incidentUpdates,
  siteMonitors,
  statusPageComponents,
  statusPages,
  uptimeHeartbeats,
  uptimeRollups,
} from "@/lib/db/schema";
import { readPublicStatus, readStatusPageDefinition } from "@/lib/status-pages/public-status";
import { insertSite } from "@/tests/support/federation";
import { insertMaintenance } from "@/tests/support/maintenance";

const now = new Date("2026-03-30T10:00:00Z");

describe("a public status page's read", () => {
  it("counts each local day of the page's zone and shows only public words", async () => {
    const site = await insertSite(db, {
      siteUrl: "https://internal-billing.example.test",
      siteName: "internal-billing-prod",
    });
    await db.insert(siteMonitors).values({
      siteId: site.id,
      state: "down",
      lastCheckedAt: now,
      downSince: new Date("2026-03-30T09:50:00Z"),
      lastError: "ECONNREFUSED 10.0.0.7:443",
    });
    const [page] = await db
      .insert(statusPages)
      .values({ name: "Acme", slug: `acme-${site.id}`, timeZone: "America/New_York", publishedAt: now })
      .returning();
    await db
      .insert(statusPageComponents)
      .values({ pageId: page!.id, siteId: site.id, displayName: "Billing", position: 0 });
    // 03:30 UTC on Mar 30 is still Mar 29 in New York; 05:00 UTC is Mar 30 there.
    await db.insert(uptimeHeartbeats).values([
      { siteId: site.id, checkedAt: new Date("2026-03-30T03:30:00Z"), status: "up" },
      { siteId: site.id, checkedAt: new Date("2026-03-30T05:00:00Z"), status: "down", error: "ECONNREFUSED" },
      { siteId: site.id, checkedAt: new Date("2026-03-30T05:01:00Z"), status: "up" },
      { siteId: site.id, checkedAt: new Date("2026-03-30T05:02:00Z"), status: "maintenance" },
    ]);
    // An hour rolled up 20 days ago: 00:00–01:00 UTC on Mar 10 is Mar 9, 20:00 in New York (EDT began Mar 8).
    await db.insert(uptimeRollups).values({
      siteId: site.id,
      hour: new Date("2026-03-10T00:00:00Z"),
      upCount: 57,
      downCount: 3,
      responseSamples: 57,
    });
    const [incident] = await db
      .insert(incidents)
      .values({
        title: "Billing unavailable",
        startedAt: new Date("2026-03-30T09:50:00Z"),
        outageSiteId: site.id,
        outageStartedAt: new Date("2026-03-30T09:50:00Z"),
      })
      .returning();
    await db.insert(incidentSites).values({ incidentId: incident!.id, siteId: site.id });
    await db.insert(incidentUpdates).values({
      incidentId: incident!.id,
      status: "investigating",
      body: "We are looking into it.",
      createdAt: new Date("2026-03-30T09:50:00Z"),
    });
    await insertMaintenance(db, {
      siteIds: [site.id],
      startsAt: new Date("2026-04-02T06:00:00Z"),
      endsAt: new Date("2026-04-02T07:00:00Z"),
      title: "Disk upgrade",
    });

    const definition = await readStatusPageDefinition(db, page!.slug);
    const status = await readPublicStatus(db, definition!, now);

    expect(status.state).toBe("down");
    const [component] = status.groups[0]!.components;
    expect(component!.name).toBe("Billing");
    const day = (date: string) => component!.days.find((d) => d.date === date)!;
    expect(component!.days.at(-1)!.date).toBe("2026-03-30");
    expect(day("2026-03-29")).toMatchObject({ up: 1, down: 0, uptime: 100, level: "ok" });
    expect(day("2026-03-30")).toMatchObject({
      up: 1,
      down: 1,
      uptime: 50,
      level: "critical",
      incidentIds: [incident!.id],
    });
    expect(day("2026-03-09")).toMatchObject({ up: 57, down: 3, uptime: 95, level: "major" });
    expect(status.current).toEqual([incident!.id]);
    expect(status.incidents[incident!.id]).toMatchObject({
      title: "Billing unavailable",
      components: ["Billing"],
      updates: [{ status: "investigating", body: "We are looking into it." }],
    });
    expect(status.maintenance).toMatchObject([
      { title: "Disk upgrade", inProgress: false, components: ["Billing"], startsAt: "2026-04-02T06:00:00.000Z" },
    ]);

    const json = JSON.stringify(status);
    for (const secret of ["internal-billing", "example.test", "ECONNREFUSED", "10.0.0.7"])
      expect(json).not.toContain(secret);
  });

  it("shows a component named by an open incident as its impact says, while its checks pass", async () => {
    const site = await insertSite(db, { siteUrl: "https://portal-impact.example.test", siteName: "portal-impact" });
    await db.insert(siteMonitors).values({ siteId: site.id, state: "up", lastCheckedAt: now, lastResponseMs: 80 });
    const [page] = await db
      .insert(statusPages)
      .values({ name: "Impact", slug: `impact-${site.id}`, publishedAt: now })
      .returning();
    await db
      .insert(statusPageComponents)
      .values({ pageId: page!.id, siteId: site.id, displayName: "Portal", position: 0 });
    const definition = (await readStatusPageDefinition(db, page!.slug))!;
    const shown = async () => {
      const status = await readPublicStatus(db, definition, now);
      return [status.state, status.groups[0]!.components[0]!.state];
    };
    expect(await shown()).toEqual(["operational", "operational"]);

    const [incident] = await db
      .insert(incidents)
      .values({ title: "Slow logins", impact: "minor", startedAt: new Date("2026-03-30T09:00:00Z") })
      .returning();
    await db.insert(incidentSites).values({ incidentId: incident!.id, siteId: site.id });
    expect(await shown()).toEqual(["degraded", "degraded"]);
    const thisIncident = eq(incidents.id, incident!.id);
    await db.update(incidents).set({ impact: "critical" }).where(thisIncident);
    expect(await shown()).toEqual(["down", "down"]);
    await db
      .update(incidents)
      .set({ status: "resolved", resolvedAt: new Date("2026-03-30T09:30:00Z") })
      .where(thisIncident);
    expect(await shown()).toEqual(["operational", "operational"]);
  });

  it("answers no definition for an unknown address, a draft, or a slug that breaks the identifier rule", async () => {
    expect(await readStatusPageDefinition(db, "no-such-page")).toBeNull();
    const [draft] = await db.insert(statusPages).values({ name: "Draft", slug: "draft-read" }).returning();
    expect(await readStatusPageDefinition(db, draft!.slug)).toBeNull();
    await db.update(statusPages).set({ publishedAt: new Date() }).where(eq(statusPages.id, draft!.id));
    expect(await readStatusPageDefinition(db, draft!.slug)).toMatchObject({ id: draft!.id, slug: "draft-read" });
    for (const slug of ["a\u0000b", "a\uD800", "A-Upper", "x".repeat(1024 * 1024)])
      expect(await readStatusPageDefinition(db, slug)).toBeNull();
  });
});
