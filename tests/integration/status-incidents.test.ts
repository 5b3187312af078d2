/**
 * Incidents from outages and notices to subscribers, exactly once (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"): a
 * site going down opens one incident however many checks run at once, its recovery resolves it once, and
 * each notice reaches each confirmed subscriber once when two workers fan it out together.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import {
  incidents,
  incidentUpdates,
  outboxMessages,
  siteMonitors,
  smsOptOuts,
  statusDeliveries,
  statusNotifications,
  statusPageComponents,
  statusPages,
  statusSubscribers,
} from "@/lib/db/schema";
import { createIncident } from "@/lib/incidents/incident-service";
import { openOutageIncident } from "@/lib/incidents/outage-incidents";
import { saveMaintenance } from "@/lib/scheduled-maintenance/schedule";
import { maintenanceSchema } from "@/lib/scheduled-maintenance/schemas";
import { processNotifications } from "@/lib/status-subscribers/fan-out";
import { runUptimeChecks } from "@/lib/uptime/runner";
import { insertSite } from "@/tests/support/federation";
import { removeQueuedMessagesAfterAll } from "@/tests/support/outbox-cleanup";
import { startSimulator, type RemoteSiteSimulator } from "@/tests/support/remote-site-simulator";

removeQueuedMessagesAfterAll();

vi.mock("@/lib/alerts/raise", () => ({ raiseAlert: async () => {} }));

let sim: RemoteSiteSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim?.close());

const MINUTE = 60_000;

/** A page named `slug` showing `siteIds` as "Shop", "Blog", … */
async function pageShowing(slug: string, siteIds: number[]) {
  const [page] = await db
    .insert(statusPages)
    .values({ name: `Page ${slug}`, slug })
    .returning();
  await db.insert(statusPageComponents).values(
    siteIds.map((siteId, position) => ({
      pageId: page!.id,
      siteId,
      displayName: `Service ${position + 1}`,
      position,
    })),
  );
  return page!;
}

const incidentsOf = (siteId: number) => db.select().from(incidents).where(eq(incidents.outageSiteId, siteId));

describe("an outage's incident", () => {
  it("opens once and resolves once while checks of the site run side by side", async () => {
    const remote = sim.addSite({ failWith: 503 });
    const site = await insertSite(db, { siteUrl: remote.url });
    await db.insert(siteMonitors).values({ siteId: site.id, checkPath: "/api/federated/health", retries: 0 });
    await pageShowing(`outage-${site.id}`, [site.id]);
    const t0 = new Date(Date.now() + MINUTE);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    const passes = (when: Date) =>
      Promise.all(
        [1, 2, 3].map(() =>
          runUptimeChecks({ siteIds: [site.id], now: () => when, allowPrivate: true, concurrency: 2 }),
        ),
      );

    await passes(at(0));
    await passes(at(1));
    const [open, ...others] = await incidentsOf(site.id);
    expect(others).toEqual([]);
    expect(open).toMatchObject({ status: "investigating", resolvedAt: null });

    remote.update({ failWith: undefined });
    await passes(at(2));
    await passes(at(3));
    const [resolved] = await incidentsOf(site.id);
    expect(resolved).toMatchObject({ id: open!.id, status: "resolved", resolvedAt: at(2) });
    const updates = await db
      .select()
      .from(incidentUpdates)
      .where(eq(incidentUpdates.incidentId, open!.id))
      .orderBy(incidentUpdates.id);
    expect(updates.map((u) => u.status)).toEqual(["investigating", "resolved"]);
    expect(updates[1]!.body).toBe("The service answers again. It was unavailable for 2 min.");
    // One notice per update for the page showing the site.
    const notices = await db
      .select()
      .from(statusNotifications)
      .where(
        inArray(
          statusNotifications.incidentUpdateId,
          updates.map((u) => u.id),
        ),
      );
    expect(notices).toHaveLength(2);
  });

  it("is not opened by failures inside scheduled maintenance, whose notice the page's subscribers get instead", async () => {
    const remote = sim.addSite({ failWith: 503 });
    const site = await insertSite(db, { siteUrl: remote.url });
    await db.insert(siteMonitors).values({ siteId: site.id, checkPath: "/api/federated/health", retries: 0 });
    await pageShowing(`planned-${site.id}`, [site.id]);
    const t0 = new Date(Date.now() + MINUTE);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    const write = await saveMaintenance(
      db,
      maintenanceSchema.parse({
        title: "Database upgrade",
        description: "",
        timeZone: "UTC",
        startsLocal: at(-1).toISOString().slice(0, 16),
        endsLocal: at(10).toISOString().slice(0, 16),
        repeatsWeekly: false,
        repeatUntil: "",
        siteIds: [site.id],
      }),
      "admin",
      at(-2),
    );
    expect(write.notificationIds).toHaveLength(1);
    for (const minute of [0, 1, 2])
      await runUptimeChecks({ siteIds: [site.id], now: () => at(minute), allowPrivate: true });
    expect((await db.select().from(siteMonitors).where(eq(siteMonitors.siteId, site.id)))[0]!.state).toBe(
      "maintenance",
    );
    expect(await incidentsOf(site.id)).toEqual([]);
  });

  it("is written by one of two transactions opening the same outage together", async () => {
    const site = await insertSite(db, { siteUrl: "https://twice.example.test" });
    const downSince = new Date("2026-02-01T10:00:00Z");
    const results = await Promise.all(
      [1, 2].map(() => db.transaction((tx) => openOutageIncident(tx, site.id, downSince))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await incidentsOf(site.id)).toHaveLength(1);
  });
});

describe("a notice's fan-out", () => {
  it("reaches each confirmed subscriber once when two workers run it together", async () => {
    const site = await insertSite(db, { siteUrl: "https://fan-out.example.test" });
    const page = await pageShowing(`fan-out-${site.id}`, [site.id]);
    const confirmedAt = new Date();
    const emails = Array.from({ length: 2300 }, (_, i) => ({
      pageId: page.id,
      channel: "email" as const,
      target: `s${i}@example.com`,
      confirmedAt,
    }));
    await db
      .insert(statusSubscribers)
      .values([
        ...emails,
        { pageId: page.id, channel: "email", target: "unconfirmed@example.com" },
        { pageId: page.id, channel: "email", target: "left@example.com", confirmedAt, unsubscribedAt: confirmedAt },
        { pageId: page.id, channel: "sms", target: "+15550001111", confirmedAt },
        { pageId: page.id, channel: "sms", target: "+15550002222", confirmedAt },
      ]);
    await db.insert(smsOptOuts).values({ phoneNumber: "+15550002222" }).onConflictDoNothing();

    const write = await createIncident(
      db,
      {
        title: "Checkout errors",
        impact: "major",
        siteIds: [site.id],
        status: "investigating",
        body: "We are looking into it.",
      },
      "Admin",
    );
    expect(write.notificationIds).toHaveLength(1);
    const noDelivery = { deliver: async () => {} };
    const [a, b] = await Promise.all([processNotifications(noDelivery), processNotifications(noDelivery)]);
    expect(a.queued + b.queued).toBe(2301);

    const deliveries = await db
      .select({ recipient: outboxMessages.recipient, headers: outboxMessages.headers, subject: outboxMessages.subject })
      .from(statusDeliveries)
      .innerJoin(outboxMessages, eq(outboxMessages.id, statusDeliveries.outboxMessageId))
      .where(eq(statusDeliveries.notificationId, write.notificationIds[0]!));
    expect(deliveries).toHaveLength(2301);
    expect(new Set(deliveries.map((d) => d.recipient)).size).toBe(2301);
    expect(deliveries.map((d) => d.recipient)).toContain("+15550001111");
    expect(deliveries.map((d) => d.recipient)).not.toContain("+15550002222");
    const mail = deliveries.find((d) => d.recipient === "s0@example.com")!;
    expect(mail.subject).toBe(`[Page fan-out-${site.id}] Checkout errors: Investigating`);
    expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const [notice] = await db
      .select()
      .from(statusNotifications)
      .where(and(eq(statusNotifications.id, write.notificationIds[0]!)));
    expect(notice).toMatchObject({ queued: 2301, leaseToken: null });
    expect(notice!.finishedAt).not.toBeNull();
    // A later run finds nothing left to send.
    expect(await processNotifications(noDelivery)).toEqual({ notifications: 0, queued: 0 });
  });
});
