/**
 * The monthly report (docs/federation-protocol.md "Monthly report"): an admin downloads a past month's PDF
 * from the status page's console screen (a PDF whose title names the page), the Reports card fits a
 * 390 px phone, and the scheduled job fired on two instances and again on a later tick queues one e-mail
 * per recipient with the PDF attached.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import {
  jobRuns,
  outboxMessages,
  siteMonitors,
  statusPageComponents,
  statusPages,
  uptimeRollups,
} from "@/lib/db/schema";
import { formatMonth } from "@/lib/format/date";
import { addMonths, lastEndedMonth, monthFrame } from "@/lib/status-reports/month-bounds";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { insertSite } from "../support/federation";

/** The PDF's document title: Chromium writes it in the Info dictionary as a literal or UTF-16BE hex string. */
function pdfTitle(pdf: Buffer): string | null {
  const text = pdf.toString("latin1");
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(text);
  if (hex) return Buffer.from(hex[1]!, "hex").swap16().toString("utf16le");
  return /\/Title\s*\(([^)]*)\)/.exec(text)?.[1] ?? null;
}

/** A page in UTC showing one site with last month's hourly checks, created before that month, e-mailing `recipients`. */
async function reportedPage(handle: ReturnType<typeof openTestDatabase>, tag: string, recipients: string[]) {
  const site = await insertSite(handle.db, {
    siteUrl: `https://report-${tag}.example.test`,
    siteName: `Report site ${tag}`,
  });
  await handle.db.insert(siteMonitors).values({ siteId: site.id });
  const month = lastEndedMonth(new Date(), "UTC");
  const frame = monthFrame(month, "UTC");
  const [page] = await handle.db
    .insert(statusPages)
    .values({
      name: `Acme Clients ${tag}`,
      slug: `acme-report-${tag}`,
      reportRecipients: recipients,
      createdAt: new Date(frame.startsAt.getTime() - 86_400_000),
    })
    .returning();
  await handle.db
    .insert(statusPageComponents)
    .values({ pageId: page!.id, siteId: site.id, displayName: "Web shop", position: 0 });
  const hours = (frame.endsAt.getTime() - frame.startsAt.getTime()) / 3_600_000;
  await handle.db.insert(uptimeRollups).values(
    Array.from({ length: hours }, (_, i) => ({
      siteId: site.id,
      hour: new Date(frame.startsAt.getTime() + i * 3_600_000),
      upCount: i % 50 === 0 ? 55 : 60,
      downCount: i % 50 === 0 ? 5 : 0,
      responseSamples: 60,
      avgResponseMs: 180 + (i % 24) * 3,
    })),
  );
  return { page: page!, month };
}

test.describe("a status page's monthly report", () => {
  test.use({ storageState: ADMIN_STATE });

  test("downloads a past month's PDF from the console, on a phone too", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const handle = openTestDatabase();
    try {
      const { page: statusPage, month } = await reportedPage(handle, tag, []);
      await page.goto(`/status-pages/${statusPage.id}`);
      const card = page.getByRole("region", { name: "Reports" });
      await expect(card).toContainText("e-mailed to nobody yet");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        card.getByRole("link", { name: `Download PDF for ${formatMonth(month)}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${statusPage.slug}-${month}.pdf`);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdfTitle(pdf)).toBe(`${statusPage.name} — ${formatMonth(month)}`);
      // Only the months since the page was created are listed (it was created the day before `month`).
      await expect(card.getByRole("link", { name: /^Download PDF for / })).toHaveCount(2);
      // The month is printed once: a second download is the kept copy, byte for byte.
      const again = await page.request.get(`/api/admin/status-pages/${statusPage.id}/reports/${month}`);
      expect(again.status()).toBe(200);
      expect(Buffer.from(await again.body()).equals(pdf)).toBe(true);
      // A month before the page existed, or not ended yet, is refused.
      for (const refused of ["1900-01", addMonths(month, -2), addMonths(month, 2)])
        expect(
          (await page.request.get(`/api/admin/status-pages/${statusPage.id}/reports/${refused}`)).status(),
          refused,
        ).toBe(404);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(card.getByRole("link", { name: `Download PDF for ${formatMonth(month)}` })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await handle.close();
    }
  });
});

test("the job fired on two instances and on a later tick e-mails each recipient the report once", async ({
  request,
  baseURL,
}) => {
  const secret = process.env.CRON_SECRET;
  const replicaPort = process.env.E2E_REPLICA_PORT;
  if (!secret || !replicaPort)
    throw new Error("This test needs the hub's replica: run it through scripts/e2e.sh (CRON_SECRET, E2E_REPLICA_PORT)");
  const tag = randomUUID().slice(0, 8);
  const recipients = [`ana-${tag}@example.com`, `bo-${tag}@example.com`];
  const handle = openTestDatabase();
  try {
    const { page: statusPage, month } = await reportedPage(handle, tag, recipients);
    const fire = (base: string) =>
      request.get(`${base}/api/cron/status-reports`, {
        headers: { authorization: `Bearer ${secret}` },
        timeout: 60_000,
      });
    const [onHub, onReplica] = await Promise.all([fire(baseURL!), fire(`http://127.0.0.1:${replicaPort}`)]);
    expect([onHub.status(), onReplica.status()]).toEqual([200, 200]);
    // A later tick: the hour's claim gone, the job runs again and finds the month sent.
    await handle.db.delete(jobRuns).where(eq(jobRuns.job, "status-reports"));
    expect((await fire(baseURL!)).status()).toBe(200);

    const mails = await handle.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, recipients));
    expect(mails.map((m) => m.recipient).sort()).toEqual(recipients);
    for (const mail of mails) {
      expect(mail.subject).toBe(`${statusPage.name} — ${formatMonth(month)} report`);
      const [attachment] = mail.attachments!;
      expect(attachment!.filename).toBe(`${statusPage.slug}-${month}.pdf`);
      expect(pdfTitle(Buffer.from(attachment!.content, "base64"))).toBe(`${statusPage.name} — ${formatMonth(month)}`);
    }
  } finally {
    await handle.close();
  }
});
