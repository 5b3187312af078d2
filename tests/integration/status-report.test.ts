/**
 * The monthly report (docs/federation-protocol.md "Monthly report"): its uptime equals the status page's
 * daily bars and the console's uptime over the same checks to 0.001 points, in UTC and across a clock
 * change; its incidents, fleet issues, TODOs and certificates come from the page's sites within the
 * month; the job queues one e-mail per recipient with the PDF attached, once, whatever the ticks; no
 * month before the page existed is listed or read; an ended month is printed once and kept.
 */
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  federatedTodos,
  fleetIssues,
  fleetIssueSites,
  incidents,
  incidentSites,
  outboxMessages,
  siteMonitors,
  statusPageComponents,
  statusPages,
  statusReportPdfs,
  statusReportSends,
  uptimeRollups,
} from "@/lib/db/schema";
import { listOutboxPage } from "@/lib/outbox/queries";
import { uptimePercent } from "@/lib/status-pages/daily-bars";
import { readPublicStatus, readStatusPageDefinition } from "@/lib/status-pages/public-status";
import { listReportMonths } from "@/lib/status-reports/queries";
import { readMonthlyReport } from "@/lib/status-reports/read-report";
import { monthlyReportPdf } from "@/lib/status-reports/report-pdf";
import { sendMonthlyReports } from "@/lib/status-reports/send-monthly-reports";
import { uptimePercentages } from "@/lib/uptime/queries";
import { insertSite } from "@/tests/support/federation";
import { removeQueuedMessagesAfterAll } from "@/tests/support/outbox-cleanup";

const HOUR_MS = 3_600_000;

removeQueuedMessagesAfterAll();

/** A page showing one new monitored site, in `timeZone`. */
async function pageWithSite(timeZone: string, extra: Partial<typeof statusPages.$inferInsert> = {}) {
  const site = await insertSite(db, { siteUrl: `https://shop-${randomUUID()}.example.test` });
  await db.insert(siteMonitors).values({ siteId: site.id, certExpiresAt: new Date("2027-02-01T00:00:00Z") });
  const [page] = await db
    .insert(statusPages)
    .values({
      name: `Report ${site.id}`,
      slug: `report-${site.id}`,
      timeZone,
      // Before the months these tests report on, which the page must have existed in.
      createdAt: new Date("2026-10-01T00:00:00Z"),
      publishedAt: new Date(),
      ...extra,
    })
    .returning();
  await db
    .insert(statusPageComponents)
    .values({ pageId: page!.id, siteId: site.id, displayName: "Web shop", position: 0 });
  return { site, page: page! };
}

/** Hourly rollups of `siteId` from `from` for `hours` hours, a few failed checks in some hours; answers the checks written per hour. */
async function rollHours(siteId: number, from: Date, hours: number) {
  const rows = Array.from({ length: hours }, (_, index) => {
    const down = index % 13 === 0 ? 7 : index % 5 === 0 ? 1 : 0;
    return {
      siteId,
      hour: new Date(from.getTime() + index * HOUR_MS),
      upCount: 60 - down,
      downCount: down,
      responseSamples: 60 - down,
      avgResponseMs: 200 + (index % 24),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(uptimeRollups).values(rows.slice(i, i + 500));
  return rows;
}

/** The status page's bars of `month`'s days, summed as the page sums its 90 days. */
async function pageUptimeOf(slug: string, month: string, now: Date) {
  const status = await readPublicStatus(db, (await readStatusPageDefinition(db, slug))!, now);
  const days = status.groups[0]!.components[0]!.days.filter((day) => day.date.startsWith(month));
  const total = days.reduce((sum, day) => ({ up: sum.up + day.up, down: sum.down + day.down }), { up: 0, down: 0 });
  return { uptime: uptimePercent(total.up, total.down), days: days.length, ...total };
}

describe("a monthly report's uptime", () => {
  it("equals the status page's bars and the console's 30 days for a UTC month", async () => {
    const { site, page } = await pageWithSite("UTC");
    // October's last 48 hours, then all of November (30 days): the month counts only November's.
    const rows = await rollHours(site.id, new Date("2026-10-30T00:00:00Z"), 48 + 30 * 24);
    const november = rows.filter((r) => r.hour >= new Date("2026-11-01T00:00:00Z"));
    const expected = november.reduce((sum, r) => ({ up: sum.up + r.upCount, down: sum.down + r.downCount }), {
      up: 0,
      down: 0,
    });

    const report = await readMonthlyReport(db, page.id, "2026-11");
    const endOfMonth = new Date("2026-12-01T00:00:00Z");
    const onPage = await pageUptimeOf(page.slug, "2026-11", endOfMonth);
    const inConsole = await uptimePercentages(site.id, endOfMonth);

    const [component] = report.components;
    expect(component).toMatchObject({ up: expected.up, down: expected.down });
    expect(component!.uptime).not.toBe(100);
    expect(onPage).toMatchObject({ days: 30, up: expected.up, down: expected.down });
    expect(Math.abs(component!.uptime! - onPage.uptime!)).toBeLessThan(0.001);
    expect(Math.abs(component!.uptime! - inConsole["30d"]!)).toBeLessThan(0.001);
  });

  it("equals the status page's bars in a zone whose clocks go back within the month", async () => {
    const { site, page } = await pageWithSite("America/New_York");
    // Oct 31 to Dec 2 UTC: the New York month runs 04:00 UTC Nov 1 to 05:00 UTC Dec 1, 721 hours.
    const rows = await rollHours(site.id, new Date("2026-10-31T00:00:00Z"), 33 * 24);
    const inMonth = rows.filter(
      (r) => r.hour >= new Date("2026-11-01T04:00:00Z") && r.hour < new Date("2026-12-01T05:00:00Z"),
    );
    expect(inMonth).toHaveLength(721);

    const report = await readMonthlyReport(db, page.id, "2026-11");
    const onPage = await pageUptimeOf(page.slug, "2026-11", new Date("2026-12-02T12:00:00Z"));
    const [component] = report.components;
    expect(component!.up + component!.down).toBe(721 * 60);
    expect(onPage).toMatchObject({ days: 30, up: component!.up, down: component!.down });
    expect(Math.abs(component!.uptime! - onPage.uptime!)).toBeLessThan(0.001);
    // Each day's figure is the page's bar of that day.
    const status = await readPublicStatus(
      db,
      (await readStatusPageDefinition(db, page.slug))!,
      new Date("2026-12-02T12:00:00Z"),
    );
    const bars = new Map(status.groups[0]!.components[0]!.days.map((d) => [d.date, d.uptime]));
    for (const day of component!.days) expect(day.uptime).toBe(bars.get(day.date));
  });
});

describe("a monthly report's contents", () => {
  it("lists the month's incidents, fleet issues, completed TODOs and the certificate of the page's sites", async () => {
    const { site, page } = await pageWithSite("UTC");
    const other = await insertSite(db, { siteUrl: `https://other-${randomUUID()}.example.test` });
    const [incident] = await db
      .insert(incidents)
      .values({
        title: "Checkout unavailable",
        status: "resolved",
        impact: "major",
        startedAt: new Date("2026-11-05T10:00:00Z"),
        resolvedAt: new Date("2026-11-05T10:42:00Z"),
      })
      .returning();
    await db.insert(incidentSites).values({ incidentId: incident!.id, siteId: site.id });
    const fingerprint = `report-${site.id}`;
    const [opened, elsewhere] = await db
      .insert(fleetIssues)
      .values([
        {
          fingerprint,
          errorType: "TypeError",
          message: "cart is undefined",
          severity: "high",
          firstSeenAt: new Date("2026-11-03T00:00:00Z"),
          lastSeenAt: new Date("2026-11-04T00:00:00Z"),
          resolved: true,
          resolvedAt: new Date("2026-11-09T00:00:00Z"),
        },
        {
          fingerprint: `${fingerprint}-other`,
          errorType: "RangeError",
          message: "elsewhere",
          severity: "high",
          firstSeenAt: new Date("2026-11-03T00:00:00Z"),
          lastSeenAt: new Date("2026-11-04T00:00:00Z"),
        },
      ])
      .returning();
    await db.insert(fleetIssueSites).values([
      {
        issueId: opened!.id,
        siteId: site.id,
        firstSeenAt: new Date("2026-11-03T00:00:00Z"),
        lastSeenAt: new Date("2026-11-04T00:00:00Z"),
      },
      {
        issueId: elsewhere!.id,
        siteId: other.id,
        firstSeenAt: new Date("2026-11-03T00:00:00Z"),
        lastSeenAt: new Date("2026-11-04T00:00:00Z"),
      },
    ]);
    await db.insert(federatedTodos).values([
      { siteId: site.id, title: "Renew the domain", status: "completed", updatedAt: new Date("2026-11-20T00:00:00Z") },
      { siteId: site.id, title: "Still open", status: "pending", updatedAt: new Date("2026-11-20T00:00:00Z") },
      { siteId: site.id, title: "Done in October", status: "completed", updatedAt: new Date("2026-10-20T00:00:00Z") },
    ]);

    const report = await readMonthlyReport(db, page.id, "2026-11");
    expect(report.incidents).toEqual([
      {
        title: "Checkout unavailable",
        impact: "major",
        startedAt: "2026-11-05T10:00:00.000Z",
        resolvedAt: "2026-11-05T10:42:00.000Z",
        durationMs: 42 * 60_000,
        components: ["Web shop"],
      },
    ]);
    expect(report.fleetIssues.opened.map((i) => i.message)).toEqual(["cart is undefined"]);
    expect(report.fleetIssues.resolved.map((i) => i.message)).toEqual(["cart is undefined"]);
    expect(report.todos.map((t) => t.title)).toEqual(["Renew the domain"]);
    expect(report.components[0]!.certificate).toEqual({ expiresAt: "2027-02-01T00:00:00.000Z", trusted: true });
  });

  it("refuses a month that has not ended in the page's zone", async () => {
    const { page } = await pageWithSite("Europe/Berlin");
    await expect(readMonthlyReport(db, page.id, "2026-12", new Date("2026-12-31T22:30:00Z"))).rejects.toMatchObject({
      code: "not_found",
    });
    // 23:30 UTC on Dec 31 is already January in Berlin.
    await expect(readMonthlyReport(db, page.id, "2026-12", new Date("2026-12-31T23:30:00Z"))).resolves.toMatchObject({
      month: "2026-12",
    });
  });
});

describe("the monthly report e-mail", () => {
  it("queues one e-mail per recipient with the PDF attached, once across ticks and concurrent runs", async () => {
    const tag = Date.now().toString(36);
    const recipients = [`ana-${tag}@example.com`, `bo-${tag}@example.com`];
    const { page } = await pageWithSite("UTC", {
      reportRecipients: recipients,
      createdAt: new Date("2026-10-15T00:00:00Z"),
    });
    const tick = new Date("2026-12-01T00:00:00Z");

    const runs = await Promise.all([sendMonthlyReports(tick), sendMonthlyReports(tick)]);
    await sendMonthlyReports(new Date(tick.getTime() + HOUR_MS));
    expect(runs.reduce((sum, r) => sum + r.reports, 0)).toBeGreaterThanOrEqual(1);

    const mails = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.recipient, `%-${tag}@example.com`));
    expect(mails.map((m) => m.recipient).sort()).toEqual(recipients);
    for (const mail of mails) {
      expect(mail.subject).toBe(`${page.name} — November 2026 report`);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]!.filename).toBe(`${page.slug}-2026-11.pdf`);
      expect(Buffer.from(mail.attachments![0]!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect(await db.select().from(statusReportSends).where(eq(statusReportSends.pageId, page.id))).toMatchObject([
      { month: "2026-11", recipients: 2 },
    ]);
    // The outbox list names the file and never carries its bytes to the screen.
    const listed = await listOutboxPage({ cursor: null, dir: "next", size: 25, q: `ana-${tag}`, status: "all" });
    expect(listed.page.rows).toMatchObject([
      { recipient: recipients[0], attachmentNames: [`${page.slug}-2026-11.pdf`] },
    ]);
    expect(JSON.stringify(listed)).not.toContain(mails[0]!.attachments![0]!.content.slice(0, 64));
  });

  it("sends nothing for a month that ended before the page existed", async () => {
    const tag = Date.now().toString(36);
    await pageWithSite("UTC", {
      reportRecipients: [`late-${tag}@example.com`],
      createdAt: new Date("2026-12-01T00:30:00Z"),
    });
    await sendMonthlyReports(new Date("2026-12-01T01:00:00Z"));
    expect(
      await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, `late-${tag}@example.com`)),
    ).toEqual([]);
  });
});

describe("the monthly report's months and printed copy", () => {
  const createdAt = new Date("2026-10-15T00:00:00Z");

  it("refuses and does not list a month before the page existed", async () => {
    const { page } = await pageWithSite("UTC", { createdAt });
    const now = new Date("2027-01-10T00:00:00Z");
    for (const month of ["1900-01", "2026-09"])
      await expect(readMonthlyReport(db, page.id, month, now), month).rejects.toMatchObject({ code: "not_found" });
    await expect(readMonthlyReport(db, page.id, "2026-10", now)).resolves.toMatchObject({ month: "2026-10" });
    const listed = await listReportMonths({ id: page.id, timeZone: "UTC", createdAt }, now);
    expect(listed.map((m) => m.month)).toEqual(["2026-12", "2026-11", "2026-10"]);
    expect(await listReportMonths({ id: page.id, timeZone: "UTC", createdAt }, createdAt)).toEqual([]);
  });

  it("prints an ended month once: requests at once share one print, later ones get the kept copy", async () => {
    const { page } = await pageWithSite("UTC", { createdAt });
    let prints = 0;
    const render = async (html: string) => {
      prints += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return Buffer.from(`%PDF-stand-in ${html.length}`);
    };
    const now = new Date("2027-01-10T00:00:00Z");
    const first = await Promise.all(Array.from({ length: 5 }, () => monthlyReportPdf(page.id, "2026-11", now, render)));
    expect(prints).toBe(1);
    expect(new Set(first.map((r) => r.pdf.toString())).size).toBe(1);
    const again = await monthlyReportPdf(page.id, "2026-11", now, render);
    expect(prints).toBe(1);
    expect(again).toEqual({ slug: page.slug, pdf: first[0]!.pdf });
    expect(await db.select().from(statusReportPdfs).where(eq(statusReportPdfs.pageId, page.id))).toHaveLength(1);
    // A month not ended yet, or before the page, is refused before any print.
    await expect(monthlyReportPdf(page.id, "2027-01", now, render)).rejects.toMatchObject({ code: "not_found" });
    await expect(monthlyReportPdf(page.id, "1900-01", now, render)).rejects.toMatchObject({ code: "not_found" });
    expect(prints).toBe(1);
  });
});
